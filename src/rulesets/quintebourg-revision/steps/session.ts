/**
 * The Président's session and the law of the day (001:149-165): a normal
 * session, or a special one (Paix: no execution today; Purge: everyone
 * allowed votes, the top is executed and the next three face a tribunal),
 * never two special sessions running, chosen before the law is proposed; the
 * law, which may keep some players from voting, is proposed in the book's
 * order (the last ghost, another ghost, a living player without a post, the
 * poorest living player), approved by the MJ, accepted or not by the
 * Sénateur; the debate. The session, the Sénateur and the debate are the
 * family's calls (quintebourg-family/session-steps.ts).
 */
import type { PlayerId } from '../../../engine';
import { coinsOf } from '../../quintebourg-family/coins';
import { poorest, proposerLines, type ProposerTier } from '../../quintebourg-family/session';
import { debateStep, senatStep, sessionStep } from '../../quintebourg-family/session-steps';
import { name, names } from '../../quintebourg-family/text';
import type { Direction } from '../../quintebourg-family/types';
import { act, first, step } from '../common';
import { PLAYER_RULES } from '../family';
import { count } from '../options';
import { mayHold, POSTS } from '../posts';
import { ghosts, isGhost, living } from '../queries';
import type { RCtx, RGame } from '../types';
import { stopReason } from '../win';
import { choose, type Bars } from '../../../engine';
import { LIVING } from '../bars';

export const session = sessionStep({
  ...PLAYER_RULES,
  specials: [
    { value: 'paix', label: 'Session spéciale : Paix (pas d’exécution)' },
    { value: 'purge', label: 'Session spéciale : Purge (une exécution, puis un tribunal)' },
  ],
  line: () => 'Le Président ouvre-t-il une session d’exécution normale, ou une session spéciale : Paix ou Purge ?',
  open(ctx: RCtx, value: string) {
    const paix = value === 'paix';
    ctx.s.rs.day.session = paix ? 'paix' : 'purge';
    ctx.emit('session', { to: 'public' }, () =>
      paix
        ? 'Le Président ouvre une session de Paix : pas d’exécution aujourd’hui.'
        : 'Le Président ouvre une Purge : chacun vote, le plus désigné est exécuté, puis les trois suivants passent au tribunal.',
    );
  },
});

const voteToday = (s: RGame): boolean => s.rs.day.session !== 'paix';

/** The law's proposers, in the book's order (001:159-163): the last ghost, the other ghosts, the living without a post, the poorest living. */
export function proposerTiers(s: RGame): { label: string; ids: PlayerId[] }[] {
  const g = ghosts(s);
  const last = g.slice(-1);
  const alive = living(s);
  return [
    { label: 'Le dernier fantôme', ids: last },
    { label: 'Un autre fantôme', ids: g.slice(0, -1) },
    { label: 'Un vivant sans poste public', ids: alive.filter((id) => POSTS.postsOf(s, id).length === 0) },
    { label: 'Le plus pauvre des vivants', ids: alive.length > 0 ? poorest(s, alive, coinsOf) : [] },
  ];
}

/** Who may propose the law: a player of one of the book's tiers, the call's argument (001:159-163). */
const PROPOSER_BARS: Bars<RGame, readonly ProposerTier[]> = [
  {
    test: (_s, id, tiers) => !tiers.some((t) => t.ids.includes(id)),
    why: (s, id) =>
      `${name(s, id)} n’a pas la parole : ni fantôme, ni vivant sans poste public, ni le plus pauvre des vivants.`,
    line: '001:159-163',
  },
];

/** A law deprives some of the living of their vote, never all (001:158). */
const ALL_BUT_ONE = (n: number): number => Math.max(1, n - 1);

export const loi = step({
  id: 'loi',
  title: 'Proposition de loi',
  when: voteToday,
  line: () =>
    'Qui propose la loi du jour ? Je donne la parole dans l’ordre de priorité ; à rang égal, le plus rapide. La loi doit recevoir mon accord.',
  // The book: 001:158, 165.
  notes: (s) => [
    ...proposerLines(s, proposerTiers(s)),
    'Une loi peut priver des joueurs du droit de vote, pour aujourd’hui seulement.',
  ],
  prompt: (s) => choose(s, { label: 'Proposant·e (ou pas de loi)', min: 0, max: 1 }, PROPOSER_BARS, proposerTiers(s)),
  resolve(ctx, value) {
    const by = first(value);
    if (!by) return;
    act(ctx, by, 'proposition');
    ctx.react('loi-votants', { by });
  },
});

/** What the law says, as the table hears it. */
const lawText = (s: RGame, excluded: PlayerId[]): string =>
  `${names(s, excluded)} ${excluded.length > 1 ? 'ne votent pas' : 'ne vote pas'} aujourd’hui`;

export const loiVotants = step({
  id: 'loi-votants',
  title: 'La loi proposée',
  // The law's content follows its proposer's call as a reaction, which the end check waits for. A power invoked
  // in between (Poirot's show) may leave two players alive or fewer: the game has then stopped (001:59-62), and a
  // law that can only keep the last voter from voting has no answer (001:158). It is not called then.
  when: (s) => stopReason(s) === null,
  line: (s, { by }) => `${name(s, by)} propose la loi : qui prive-t-elle du droit de vote aujourd’hui ?`,
  prompt: (s) => choose(s, { label: 'Privés de vote', min: 1, max: ALL_BUT_ONE }, LIVING),
  validate: (s, value) =>
    value.length >= living(s).length
      ? { reason: 'Une loi ne peut pas priver tout le monde du droit de vote.', rule: '001:158' }
      : null,
  resolve(ctx, excluded, { by }) {
    const s = ctx.s;
    ctx.s.rs.day.proposed = { by, excluded };
    ctx.emit('loi', { to: 'public' }, () => `${name(s, by)} propose une loi : ${lawText(s, excluded)}.`, { by });
  },
});

/** The Sénateur accepts or refuses (001:158, 165); a ghost Sénateur still decides (option `senateurFantome`, 001:138). */
export const senat = senatStep({
  ...PLAYER_RULES,
  proposed: (s: RGame) => (voteToday(s) && s.rs.day.proposed ? lawText(s, s.rs.day.proposed.excluded) : null),
  senatorUnavailable: (s: RGame, id: PlayerId) =>
    isGhost(s, id) && mayHold(s, 'senateur', id) ? null : PLAYER_RULES.unavailable(s, id),
  enact(ctx: RCtx) {
    ctx.s.rs.day.law = ctx.s.rs.day.proposed;
    return { excluded: [...ctx.s.rs.day.proposed!.excluded] };
  },
});

export const debat = debateStep({
  ...PLAYER_RULES,
  when: voteToday,
  line: (s: RGame) =>
    s.rs.day.session === 'purge'
      ? 'Débat avant la Purge. Le Président décide quand il est clos ; il votera le premier et choisira le sens d’annonce des votes.'
      : 'Le débat est ouvert. Le Président décide quand il est clos ; il votera le premier et choisira le sens d’annonce des votes.',
  seconds: (s: RGame) => count(s.setup.options, 'dureeDebat'),
  setDirection(ctx: RCtx, way: Direction) {
    ctx.s.rs.day.direction = way;
  },
});
