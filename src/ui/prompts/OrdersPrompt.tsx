import { useState, type ComponentType, type ReactNode } from 'react';
import {
  de,
  promptFor,
  typo,
  type Json,
  type OrderBook,
  type OrderKind,
  type PlayerId,
  type Prompt,
} from '../../engine';
import { Modal } from '../components/Modal';
import { DeadlineField } from './DeadlineField';
import { OrderPicker } from './OrderPicker';
import { PasteArea } from './PasteArea';
import { PasteButton } from './PasteMessage';
import { PasteThreadButton } from './PasteThread';
import { describeValue, inPlaceKinds, keyOf, onlyValue, pickable, pickOptions } from './orderValue';
import { useRowSources } from './orderSources';
import type { PromptProps } from './types';
import '../styles/orders.css';

/** The widget for an order's own value: the generic prompt input, handed down (it also renders this book). */
export type InnerInput = ComponentType<{
  prompt: Prompt;
  value: Json | undefined;
  onChange: (value: Json) => void;
  nameOf: (id: PlayerId) => string;
}>;

type Send = (value: Json) => void | Promise<string | null>;

interface OrdersProps extends PromptProps<'orders'> {
  Inner: InnerInput;
  /** The orders entered so far (the ruleset's, or read back from the log). */
  book: OrderBook;
}

/**
 * The forum order screen: every player with his orders, picked or typed in
 * place. Each change is one answer to the book (saved at once); « Clore les
 * ordres » ends the deadline. The order of the moment is in place on every
 * row (`inPlaceKinds`): a day of 16 votes is 16 picks, day 0's Maire votes
 * included, and a night's wolf names the pack's target in one pick whatever
 * else he may order; a candidacy is the one pick of « autre ordre ». A book
 * without a deadline (the draw before day 0) shows no deadline field. On a
 * forum ruleset, a paste area always open reads each private message
 * (`PasteArea`), and each order read shows the line it came from.
 * « Clore les ordres » stays in view above the bottom bar.
 */
export function OrdersPrompt({ prompt, book, onSubmit, nameOf, Inner }: OrdersProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Send one edit; its refusal (returned) shows on its row, or only where `inPlace` shows it (a dialog). */
  const send = async (row: string, value: Json, inPlace = false): Promise<string> => {
    const result = await (onSubmit as Send | undefined)?.(value);
    const error = typeof result === 'string' ? result : '';
    setErrors((e) => ({ ...e, [row]: inPlace ? '' : error }));
    return error;
  };
  const kindsOf = (player: PlayerId): OrderKind[] =>
    prompt.kinds.filter((k) => !k.players || k.players.includes(player));

  return (
    <div className="prompt prompt-orders">
      <h3 className="prompt-label">{typo(prompt.label)}</h3>
      {prompt.noDeadline ? (
        <p className="deadline muted">{typo('Pas de deadline pour ces ordres : clôturez-les quand tout est saisi.')}</p>
      ) : (
        <DeadlineField
          key={book.deadline ?? ''}
          deadline={book.deadline}
          onSet={(text) => void send('deadline', { deadline: text })}
        />
      )}
      {errors.deadline && (
        <p className="alert" role="alert">
          {errors.deadline}
        </p>
      )}
      <PasteArea prompt={prompt} nameOf={nameOf} />
      <PasteThreadButton prompt={prompt} nameOf={nameOf} />
      <ul className="orders-table" aria-label="Ordres par joueur">
        {prompt.players.map((player) => (
          <OrderRow
            key={player}
            player={player}
            kinds={kindsOf(player)}
            book={book}
            nameOf={nameOf}
            Inner={Inner}
            paste={<PasteButton prompt={prompt} nameOf={nameOf} author={player} />}
            error={errors[player] ?? ''}
            send={(value, inPlace) => send(player, value, inPlace)}
          />
        ))}
      </ul>
      <div className="btn-row orders-close">
        <button type="button" className="btn btn-primary btn-large" onClick={() => void send('close', { close: true })}>
          Clore les ordres
        </button>
        {errors.close && (
          <p className="alert" role="alert">
            {errors.close}
          </p>
        )}
      </div>
    </div>
  );
}

interface RowProps {
  player: PlayerId;
  kinds: OrderKind[];
  book: OrderBook;
  nameOf: (id: PlayerId) => string;
  Inner: InnerInput;
  /** « Coller un message » for this player (forum rulesets). */
  paste?: ReactNode;
  error: string;
  send: (value: Json, inPlace?: boolean) => Promise<string>;
}

function OrderRow({ player, kinds, book, nameOf, Inner, paste, error, send }: RowProps) {
  const [extra, setExtra] = useState<string>('');
  const name = nameOf(player);
  const orders = book.orders.filter((o) => o.player === player);
  const valueOf = (kind: string): Json | undefined => orders.find((o) => o.kind === kind)?.value;
  const sources = useRowSources(orders);
  const labelOf = (id: string): string => kinds.find((k) => k.id === id)?.label ?? id;
  // The orders of the moment are in place on every row; the others come from « autre ordre » or are shown once given.
  const main = inPlaceKinds(kinds);
  const shown = kinds.filter((k) => !main.includes(k) && (valueOf(k.id) !== undefined || k.id === extra));
  const more = kinds.filter((k) => !main.includes(k) && valueOf(k.id) === undefined && k.id !== extra);
  /** A kind picked from « autre ordre »: given at once when it has one value only, else opened for its value. */
  const pickMore = (id: string): void => {
    const kind = more.find((k) => k.id === id);
    const only = kind && onlyValue(kind.prompt);
    if (kind && only !== undefined) void send({ put: { player, kind: kind.id, value: only } });
    else setExtra(id);
  };
  return (
    <li className="order-row" aria-label={name}>
      <strong className="order-player">{name}</strong>
      <div className="order-cells">
        {[...main, ...shown].map((k) => (
          <OrderCell
            key={k.id}
            player={player}
            name={name}
            kind={k}
            value={valueOf(k.id)}
            nameOf={nameOf}
            Inner={Inner}
            send={send}
          />
        ))}
        {more.length > 0 && (
          <select
            className="order-more"
            aria-label={`Autre ordre ${de(name)}`}
            value=""
            onChange={(e) => pickMore(e.target.value)}
          >
            <option value="">+ autre ordre…</option>
            {more.map((k) => (
              <option key={k.id} value={k.id}>
                {k.label}
              </option>
            ))}
          </select>
        )}
        {paste}
      </div>
      {sources.map(({ from, kinds: read }) => (
        <div key={`${from.line}-${read.join()}`} className="order-source">
          {`${read.map(labelOf).join(', ')} — `}
          {'lu dans\u00a0: '}
          <span className="order-source-line">{`«\u00a0${from.text}\u00a0»`}</span>
          {` (ligne ${from.line})`}
          {from.message !== undefined && (
            <details className="order-source-message">
              <summary>
                Message entier<span className="visually-hidden">{` ${de(name)}`}</span>
              </summary>
              <pre>{from.message}</pre>
            </details>
          )}
        </div>
      ))}
      {error && (
        <p className="alert order-error" role="alert">
          {typo(error)}
        </p>
      )}
    </li>
  );
}

/** A kind's prompt as one giver sees it: bounded by his own count where the ruleset gives one (his Pigeons). */
function ownPrompt(kind: OrderKind, player: PlayerId): Prompt {
  const most = kind.most?.[player];
  const p = promptFor(kind, player);
  return p.kind === 'players' && most !== undefined && most >= p.min && most < p.max ? { ...p, max: most } : p;
}

interface CellProps {
  player: PlayerId;
  name: string;
  kind: OrderKind;
  value: Json | undefined;
  nameOf: (id: PlayerId) => string;
  Inner: InnerInput;
  send: (value: Json, inPlace?: boolean) => Promise<string>;
}

/** One kind of order for one player: picked in a list, typed, or (a complex value) entered in a dialog. */
function OrderCell({ player, name, kind, value, nameOf, Inner, send }: CellProps) {
  // What this giver may answer: the kind's prompt without what its rules forbid him (his own name, a blank vote).
  const prompt = promptFor(kind, player);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Json | undefined>(value);
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  const label = `${kind.label} ${de(name)}`;
  const put = (v: Json): void => void send({ put: { player, kind: kind.id, value: v } });
  const cancel = (): void => void send({ cancel: { player, kind: kind.id } });
  /** The dialog's « Enregistrer »: refused, it stays open with the picks and the reason, once; taken, it closes. */
  const save = async (): Promise<void> => {
    setSaving(true);
    const error = await send({ put: { player, kind: kind.id, value: draft ?? null } }, true);
    setSaving(false);
    setRefusal(error);
    if (!error) setEditing(false);
  };
  const close = (): void => (setRefusal(''), setEditing(false));

  if (pickable(prompt)) {
    const options = pickOptions(prompt, nameOf);
    const current = keyOf(options, value);
    // A vote, a target, an option: one tap in place. A number stays a list (up to 31 values).
    if (kind.prompt.kind !== 'number')
      return (
        <OrderPicker
          label={label}
          kindLabel={kind.label}
          options={options}
          current={current}
          onPick={(o) => put(o.value)}
          onClear={cancel}
        />
      );
    return (
      <label className="order-cell">
        <span className="order-kind">{kind.label}</span>
        <select
          aria-label={label}
          value={current}
          onChange={(e) => {
            const chosen = options.find((o) => o.key === e.target.value);
            if (chosen) put(chosen.value);
            else if (value !== undefined) cancel();
          }}
        >
          <option value="">—</option>
          {options.map((o) => (
            <option key={o.key} value={o.key}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
    );
  }
  if (prompt.kind === 'text' || prompt.kind === 'number') {
    const numeric = prompt.kind === 'number';
    const shown = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    return (
      <form
        className="order-cell"
        onSubmit={(e) => {
          e.preventDefault();
          const text = new FormData(e.currentTarget).get('v');
          if (typeof text !== 'string' || text.trim() === '') return value !== undefined ? cancel() : undefined;
          put(numeric ? Number(text) : text);
        }}
      >
        <span className="order-kind">{kind.label}</span>
        <input name="v" aria-label={label} type={numeric ? 'number' : 'text'} defaultValue={shown} key={shown} />
        <button type="submit" className="btn">
          OK<span className="visually-hidden">{` : ${label}`}</span>
        </button>
      </form>
    );
  }
  return (
    <div className="order-cell">
      <span className="order-kind">{kind.label}</span>
      <button type="button" className="btn" onClick={() => (setDraft(value), setEditing(true))}>
        {value === undefined ? 'Saisir' : describeValue(prompt, value, nameOf)}
        <span className="visually-hidden">{` : ${label}`}</span>
      </button>
      {value !== undefined && (
        <button type="button" className="btn btn-ghost" onClick={cancel}>
          Annuler<span className="visually-hidden">{` : ${label}`}</span>
        </button>
      )}
      {editing && (
        <Modal title={label} onClose={close}>
          <Inner
            prompt={ownPrompt(kind, player)}
            value={draft}
            onChange={(v) => (setDraft(v), setRefusal(''))}
            nameOf={nameOf}
          />
          {refusal && (
            <p className="alert" role="alert">
              {typo(refusal)}
            </p>
          )}
          <div className="btn-row dialog-actions">
            <button type="button" className="btn btn-large" onClick={close}>
              Annuler
            </button>
            <button type="button" className="btn btn-primary btn-large" disabled={saving} onClick={() => void save()}>
              Enregistrer
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
