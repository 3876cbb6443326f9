/**
 * /rejoindre: this device joins the MJ's game. It reads the MJ's code, shows
 * its own for the MJ to scan, then becomes the shared board (the same
 * screen as /public) or a player's phone, as the MJ chooses. Like /public it
 * reads no game: only what the link brings (its own small database keeps
 * only the link's certificate and the MJ's standby offer, see standby.ts).
 */
import { useState } from 'react';
import { Link } from '../components/Link';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useWakeLock } from '../game/useWakeLock';
import { PublicBoard } from '../public/PublicBoard';
import { hasWebRtc } from './peer';
import { DEVICE_NAME_MAX } from './protocol';
import { QrCode } from './QrCode';
import { QrScanner } from './QrScanner';
import { SeatCard } from './SeatCard';
import { useJoin } from './useJoin';
import '../styles/public.css';
import '../styles/room.css';

function guessName(): string {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/iPad|Tablet/i.test(ua)) return 'Tablette';
  if (/Mobi|Android|iPhone/i.test(ua)) return 'Téléphone';
  return 'Ordinateur';
}

const NO_CAMERA = (
  <p>
    Sans caméra sur aucun des deux appareils, le MJ peut aussi ouvrir l’«&nbsp;Écran public&nbsp;» dans une seconde
    fenêtre, ou passer sa tablette en «&nbsp;Mode public&nbsp;».
  </p>
);

export default function JoinScreen() {
  const [name, setName] = useState(guessName);
  const join = useJoin(name);
  useWakeLock();
  useDocumentTitle('Rejoindre une partie');
  const s = join.state;

  if (s.stage === 'linked') {
    if (s.seat) return <SeatCard seat={s.seat} />;
    if (s.frame)
      return (
        <div className="public-screen" data-dropped={join.dropped}>
          <PublicBoard frame={s.frame} />
        </div>
      );
    return (
      <main className="page room-join" data-dropped={join.dropped}>
        <h1>Relié à la tablette du MJ</h1>
        <p role="status">En attente du MJ…</p>
      </main>
    );
  }

  return (
    <main className="page room-join">
      <h1>Rejoindre une partie</h1>
      {!hasWebRtc() ? (
        <p className="alert" role="alert">
          Ce navigateur ne peut pas se relier à la tablette du MJ (pas de WebRTC). {NO_CAMERA}
        </p>
      ) : s.stage === 'resuming' ? (
        <p role="status">Reconnexion à la tablette du MJ…</p>
      ) : s.stage === 'scan' ? (
        <>
          {s.error && (
            <p className="alert" role="alert">
              {s.error}
            </p>
          )}
          <label className="room-name">
            Nom de cet appareil
            <input value={name} maxLength={DEVICE_NAME_MAX} onChange={(e) => setName(e.target.value)} />
          </label>
          <p>
            Sur la tablette du MJ, dans la partie&nbsp;: Outils, «&nbsp;Ajouter un écran&nbsp;», puis «&nbsp;Inviter un
            appareil&nbsp;». Scannez le code qu’elle affiche (même Wi-Fi ou point d’accès).
          </p>
          <QrScanner onCode={join.offer} noCamera={NO_CAMERA} />
        </>
      ) : s.stage === 'answer' ? (
        <>
          <p>
            Montrez maintenant ce code à la tablette du MJ, qui le scanne («&nbsp;Puis scannez le code qu’il
            affiche&nbsp;»)&nbsp;:
          </p>
          <QrCode code={s.code} label="Code de réponse de cet appareil" />
          <p role="status" className="muted">
            En attente du lien…
          </p>
          <button type="button" className="btn" onClick={join.restart}>
            Recommencer
          </button>
        </>
      ) : (
        <>
          <p className="alert" role="alert">
            {s.stage === 'lost'
              ? 'Le lien avec la tablette du MJ est coupé (rechargement, veille, réseau). S’il revient de lui-même, cet écran reprend ; sinon reliez-vous de nouveau : un nouvel échange de codes suffit, votre rôle est gardé.'
              : 'Le MJ a oublié cet appareil.'}
          </p>
          <button type="button" className="btn btn-primary btn-large" onClick={join.restart}>
            Relier de nouveau
          </button>
        </>
      )}
      <p>
        <Link href="/">Retour à l’accueil</Link>
      </p>
    </main>
  );
}
