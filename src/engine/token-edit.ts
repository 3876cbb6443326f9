/** Applying the MJ's token edits to a draft (`tokens.ts` says what they are). */
import type { EngineCtx } from './context';
import { TOKEN_COLOUR_NAMES, TOKEN_EVENT, type TokenEdit } from './tokens';

/** Add or remove one token, logging exactly one MJ-only event (announcements skip it). */
export function editTokens(ctx: EngineCtx, edit: TokenEdit, seq: number): void {
  const tokens = (ctx.s.tokens ??= {});
  if ('add' in edit) {
    const { player, text, colour } = edit.add;
    (tokens[player] ??= []).push({ id: `m${seq}`, text, colour });
    ctx.emit(
      TOKEN_EVENT,
      { to: 'mj' },
      () =>
        `Marqueur « ${text} » (${TOKEN_COLOUR_NAMES[colour].toLocaleLowerCase('fr')}) posé sur ${ctx.s.players[player]!.name}.`,
      { player, text, colour },
    );
    return;
  }
  const { player, id } = edit.remove;
  const list = tokens[player] ?? [];
  const token = list.find((t) => t.id === id);
  tokens[player] = list.filter((t) => t.id !== id);
  ctx.emit(
    TOKEN_EVENT,
    { to: 'mj' },
    () => `Marqueur « ${token?.text ?? id} » retiré de ${ctx.s.players[player]!.name}.`,
    {
      player,
      id,
    },
  );
}
