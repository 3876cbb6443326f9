import { useId, useState, type ComponentType } from 'react';
import type { Json, PlayerId, Prompt } from '../../engine';
import type { PromptProps } from './types';

/** The widget for an order's own value: the generic prompt input, handed down (it also renders this book). */
export type InnerInput = ComponentType<{ prompt: Prompt; value: Json | undefined; onChange: (value: Json) => void; nameOf: (id: PlayerId) => string }>;

type Mode = 'put' | 'cancel' | 'deadline' | 'close';

const MODES: [Mode, string][] = [
  ['put', 'Saisir ou modifier un ordre'],
  ['cancel', 'Annuler un ordre'],
  ['deadline', 'Fixer la deadline'],
  ['close', 'Clore les ordres'],
];

/**
 * An order-book edit (forum games), rendered generically: the MJ picks what
 * to do, then the player, the kind of order and its own value (the kind's prompt).
 */
export function OrdersPrompt({ prompt, onChange, nameOf, Inner }: PromptProps<'orders'> & { Inner: InnerInput }) {
  const ids = useId();
  const [mode, setMode] = useState<Mode | null>(null);
  const [player, setPlayer] = useState<PlayerId>('');
  const [kind, setKind] = useState('');
  const [orderValue, setOrderValue] = useState<Json | undefined>(undefined);
  const [deadline, setDeadline] = useState('');

  const emit = (next: { mode: Mode | null; player: string; kind: string; orderValue: Json | undefined; deadline: string }): void => {
    switch (next.mode) {
      case 'put':
        onChange({ put: { player: next.player, kind: next.kind, value: next.orderValue ?? null } });
        return;
      case 'cancel':
        onChange({ cancel: { player: next.player, kind: next.kind } });
        return;
      case 'deadline':
        onChange({ deadline: next.deadline });
        return;
      case 'close':
        onChange({ close: true });
        return;
      default:
        onChange(null);
    }
  };
  const state = { mode, player, kind, orderValue, deadline };
  const update = (patch: Partial<typeof state>): void => {
    const next = { ...state, ...patch };
    if (patch.mode !== undefined) setMode(patch.mode);
    if (patch.player !== undefined) setPlayer(patch.player);
    if (patch.kind !== undefined) setKind(patch.kind);
    if ('orderValue' in patch) setOrderValue(patch.orderValue);
    if (patch.deadline !== undefined) setDeadline(patch.deadline);
    emit(next);
  };
  const kindDef = prompt.kinds.find((k) => k.id === kind);
  // Only the kinds of order the chosen player may give (the engine refuses the others anyway).
  const allowed = prompt.kinds.filter((k) => !k.players || player === '' || k.players.includes(player));
  const choosePlayer = (id: PlayerId): void => {
    const keep = prompt.kinds.find((k) => k.id === kind);
    const stillAllowed = !keep?.players || keep.players.includes(id);
    update(stillAllowed ? { player: id } : { player: id, kind: '', orderValue: undefined });
  };

  return (
    <div className="prompt prompt-orders">
      <fieldset>
        <legend className="prompt-label">{prompt.label}</legend>
        <div className="tiles">
          {MODES.map(([value, label]) => (
            <label key={value} className="tile">
              <input type="radio" name={`${ids}-mode`} checked={mode === value} onChange={() => update({ mode: value })} />
              <span>{label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {(mode === 'put' || mode === 'cancel') && (
        <div className="orders-fields">
          <label className="field">
            <span className="field-label">Joueur</span>
            <select value={player} onChange={(e) => choosePlayer(e.target.value)}>
              <option value="">— choisir —</option>
              {prompt.players.map((id) => (
                <option key={id} value={id}>
                  {nameOf(id)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field-label">Ordre</span>
            <select value={kind} onChange={(e) => update({ kind: e.target.value, orderValue: undefined })}>
              <option value="">— choisir —</option>
              {allowed.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}

      {mode === 'put' && kindDef && (
        <Inner key={kindDef.id} prompt={kindDef.prompt} value={orderValue} onChange={(v) => update({ orderValue: v })} nameOf={nameOf} />
      )}

      {mode === 'deadline' && (
        <label className="field">
          <span className="field-label">Deadline</span>
          <input type="text" value={deadline} onChange={(e) => update({ deadline: e.target.value })} placeholder="ex. : mardi 21 h" />
        </label>
      )}
    </div>
  );
}
