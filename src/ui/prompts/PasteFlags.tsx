/**
 * What a reading flags, as both pastes show it (a private message,
 * `PasteReading`; the day's thread, `PasteThread`): under an order, the
 * names only approached and the book's refusal with its line; below the
 * orders, the lines to look at again, each with its number.
 */
import type { ReactNode } from 'react';
import { typo, type PlayerId } from '../../engine';
import type { CheckedOrder } from '../../engine/message-check';
import { RuleWhy } from '../game/RuleWhy';

/** An order's flags: each name read from a nearby spelling, and the refusal's reason and line. */
export function OrderFlags({ order, nameOf }: { order: CheckedOrder; nameOf: (id: PlayerId) => string }) {
  return (
    <>
      {order.approached.map((a) => (
        <span key={a.written} className="paste-flag">
          {typo(`« ${a.written} » lu ${nameOf(a.id)} : vérifiez.`)}
        </span>
      ))}
      {!order.ok && (
        <>
          <span className="paste-reason">{typo(order.reason)}</span>
          {order.rule && <RuleWhy rule={order.rule} />}
        </>
      )}
    </>
  );
}

/** A line to look at again: its number, its text, and what to know of it. */
export interface FlaggedLine {
  key: string;
  line: number;
  text: string;
  note?: ReactNode;
}

/** The lines to look at again under their heading (« Non lu », « À vérifier »); nothing when there are none. */
export function FlaggedLines({ title, lines }: { title: string; lines: readonly FlaggedLine[] }) {
  if (lines.length === 0) return null;
  return (
    <>
      <h3 className="paste-title">{title}</h3>
      <ul className="paste-unread-list">
        {lines.map((l) => (
          <li key={l.key}>
            <span className="muted">{typo(`ligne ${l.line} :`)}</span> {l.text}
            {l.note !== undefined && <> {l.note}</>}
          </li>
        ))}
      </ul>
    </>
  );
}
