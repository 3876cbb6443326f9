/**
 * The game screen hands the room its projections: the public frame (the same
 * one the second window gets) and each player's own projection, computed
 * here on the MJ's device and only when a phone asks for that seat.
 */
import { useEffect } from 'react';
import { seatView } from '../../engine';
import type { PublicFrame } from '../public/protocol';
import type { OpenGame } from '../store/session';
import { resumeAll, setSource } from './hub';

export function useRoomHost(game: OpenGame | null, frame: PublicFrame | null): void {
  const rules = game?.rules;
  const state = game?.timeline.state;
  const effects = game?.timeline.effects;
  const gameId = game?.gameId;
  useEffect(() => {
    if (!rules || !state || !effects || !gameId) return;
    setSource({ gameId, frame, seatOf: (player) => seatView(rules, state, player, effects) });
  }, [rules, state, effects, gameId, frame]);
  useEffect(() => {
    // The links of before a reload come back from the stored standbys (hub.ts).
    resumeAll();
    return () => setSource(null);
  }, []);
}
