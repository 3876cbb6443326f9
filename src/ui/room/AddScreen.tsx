/**
 * « Ajouter un écran », in the game's tools: invite a device (two QR codes
 * in turn), see the linked devices, give one a player's seat, take it back,
 * forget one.
 */
import { useState } from 'react';
import { de } from '../../engine';
import { Modal } from '../components/Modal';
import { hasWebRtc } from './peer';
import { cancelInvite, finishInvite, forget, setRole, startInvite, useRoom } from './hub';
import type { Role } from './pairings';
import { QrCode } from './QrCode';
import { QrScanner } from './QrScanner';
import '../styles/room.css';

interface Props {
  gameId: string;
  players: { id: string; name: string }[];
}

export function AddScreenButton({ gameId, players }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn menu-item" onClick={() => setOpen(true)}>
        Ajouter un écran
      </button>
      {/* Not folding the menu: a dialog inside a hidden menu would not show. */}
      {open && (
        <Modal
          title="Écrans de la pièce"
          wide
          onClose={() => {
            cancelInvite();
            setOpen(false);
          }}
        >
          <RoomPanel gameId={gameId} players={players} />
        </Modal>
      )}
    </>
  );
}

const roleValue = (role: Role, gameId: string): string =>
  role.kind === 'seat' && role.gameId === gameId ? `seat:${role.player}` : 'board';

function RoomPanel({ gameId, players }: Props) {
  const devices = useRoom((s) => s.pairings.devices);
  const open = useRoom((s) => s.open);
  const invite = useRoom((s) => s.invite);
  const dropped = useRoom((s) => s.dropped);
  const [error, setError] = useState<string | null>(null);
  const [linked, setLinked] = useState<string | null>(null);
  const seated = new Map(
    devices.flatMap((d) => (d.role.kind === 'seat' && d.role.gameId === gameId ? [[d.role.player, d] as const] : [])),
  );

  if (!hasWebRtc())
    return (
      <p className="alert" role="alert">
        Ce navigateur ne peut pas relier d’autres appareils (pas de WebRTC). Utilisez l’«&nbsp;Écran public&nbsp;» ou le
        «&nbsp;Mode public&nbsp;».
      </p>
    );

  const begin = (): void => {
    setError(null);
    setLinked(null);
    startInvite().catch((err: unknown) =>
      setError(err instanceof Error ? err.message : 'L’invitation n’a pas pu être créée.'),
    );
  };

  return (
    <div className="room-panel">
      <section aria-labelledby="room-devices">
        <h3 id="room-devices">Appareils reliés</h3>
        {devices.length === 0 ? (
          <p className="muted">Aucun appareil pour l’instant.</p>
        ) : (
          <ul className="room-devices">
            {devices.map((d) => (
              <li key={d.device} className="room-device">
                <span className="room-device-name">
                  {d.name}{' '}
                  <span className={open[d.device] ? 'room-on' : 'room-off'}>
                    {open[d.device] ? 'relié' : 'déconnecté'}
                  </span>
                </span>
                <label>
                  <span className="visually-hidden">{`Rôle ${de(d.name)}`}</span>
                  <select
                    value={roleValue(d.role, gameId)}
                    onChange={(e) => {
                      const v = e.target.value;
                      setRole(
                        d.device,
                        v === 'board' ? { kind: 'board' } : { kind: 'seat', gameId, player: v.slice(5) },
                      );
                    }}
                  >
                    <option value="board">Écran partagé (comme l’écran public)</option>
                    {players.map((p) => (
                      <option
                        key={p.id}
                        value={`seat:${p.id}`}
                        disabled={seated.has(p.id) && seated.get(p.id)!.device !== d.device}
                      >
                        {`Téléphone ${de(p.name)}`}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="button" className="btn" onClick={() => forget(d.device)}>
                  Oublier
                </button>
              </li>
            ))}
          </ul>
        )}
        {seated.size > 0 && (
          <p className="muted">
            Joueurs avec un téléphone&nbsp;:{' '}
            {players
              .filter((p) => seated.has(p.id))
              .map((p) => p.name)
              .join(', ')}
            . Pour reprendre un téléphone, remettez-le en écran partagé ou oubliez-le.
          </p>
        )}
        {dropped > 0 && <p className="muted">Messages refusés&nbsp;: {dropped}.</p>}
      </section>

      <section aria-labelledby="room-invite">
        <h3 id="room-invite">Relier un appareil</h3>
        {linked && (
          <p className="room-ok" role="status">
            {linked} est relié.
          </p>
        )}
        {!invite ? (
          <>
            <p>
              Sur l’autre appareil (même Wi-Fi ou point d’accès), ouvrez Veilleur et touchez «&nbsp;Rejoindre une
              partie&nbsp;». Déjà relié avant un rechargement&nbsp;? Reliez-le de nouveau&nbsp;: il retrouve son rôle.
            </p>
            <button type="button" className="btn btn-primary btn-large" onClick={begin}>
              Inviter un appareil
            </button>
          </>
        ) : (
          <ol className="room-steps">
            <li>
              <p>Avec l’autre appareil, scannez ce code&nbsp;:</p>
              <QrCode code={invite.code} label="Code d’invitation de la tablette du MJ" />
            </li>
            <li>
              <p>Puis scannez le code qu’il affiche&nbsp;:</p>
              <QrScanner
                noCamera={
                  <p>
                    Sans caméra, vous pouvez aussi montrer la partie par l’«&nbsp;Écran public&nbsp;» ou le «&nbsp;Mode
                    public&nbsp;».
                  </p>
                }
                onCode={async (text) => {
                  const r = await finishInvite(text);
                  // A failed link ends the invitation (the scanner goes with it): say why here too.
                  if (!r.ok) {
                    if (!useRoom.getState().invite) setError(r.error);
                    return r.error;
                  }
                  setLinked(r.device.name);
                  return null;
                }}
              />
            </li>
          </ol>
        )}
        {error && (
          <p className="alert" role="alert">
            {error}
          </p>
        )}
      </section>
    </div>
  );
}
