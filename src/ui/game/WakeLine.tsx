/**
 * Whom the call wakes, above its line. Where the MJ's only task is to touch
 * them (« Les Amoureux »: he touches the two heads, `touchOnly`), it says so:
 * the touch is how they wake, and « À réveiller » sent him to wake them by
 * voice or by shaking a shoulder.
 */
import { effectOf, type CallView, type Effect, type PlayerId } from '../../engine';
import { touchOnly } from './quietCall';

export function WakeLine({
  call,
  effects,
  nameOf,
}: {
  call: CallView;
  effects: readonly Effect[];
  nameOf: (id: PlayerId) => string;
}) {
  const wake = effectOf(effects, 'wake');
  if (!wake || wake.players.length === 0) return null;
  return (
    <p className="call-wakes">
      {touchOnly(call, effects) ? 'À toucher' : 'À réveiller'}&nbsp;:{' '}
      <strong>{wake.players.map(nameOf).join(', ')}</strong>
    </p>
  );
}
