/**
 * The top of the execution vote and what follows it (000:509-513; 001:151-154):
 * a tie goes to the Président's voice (his own ballot, else he decides); the
 * one on top is executed; after a special session's execution the next three
 * by votes face a tribunal, the Procureur choosing among those tied for its
 * last places, and everyone allowed votes on each accused, a tie sparing him.
 * The ruleset says who votes, how an execution is carried out, which special
 * session has a tribunal and what a law does to a tie.
 */
import { choose, type Bars, type PlayerId } from '../../engine';
import { ack, amongBar, first } from './common';
import { presidentsPick, tribunalCut, type VoteRanking } from './session';
import { step } from './step';
import { de, name, names } from './text';
import type { FamilyCtx, FamilyGame, PlayerRules, RankRow } from './types';

export interface TribunalRules extends PlayerRules {
  /** The public lines of the vote's count (the day's record and the table). */
  say(ctx: FamilyCtx, text: string): void;
  /** Carry out an execution (the original at once; the revision through the condemned's last seconds and the Bourreau). */
  execute(ctx: FamilyCtx, id: PlayerId): void;
  /** Whether today's session ends in a tribunal (000:513: the special session; 001:154: the Purge). */
  tribunalToday(s: FamilyGame): boolean;
  /** Who may still face the tribunal or be executed by it: those the table believes alive. */
  eligible(s: FamilyGame, id: PlayerId): boolean;
  /** Who votes on each accused (000:513: the I and B; 001:154: every living player, whatever the law). */
  tribunalVoters(s: FamilyGame): PlayerId[];
  /** How the MJ names them in the call's line (« Les I et B votent »). */
  votersWord: string;
  /** The day's record of the accused. */
  setAccused(ctx: FamilyCtx, accused: PlayerId[]): void;
  /** Each round of the day's ballots (the Président's own ballot breaks a tie). */
  rounds(s: FamilyGame): readonly Readonly<Record<PlayerId, PlayerId | null>>[];
  /**
   * A law of the day that settles a tie (000:675, 689): true when it did. It is
   * handed the family's `afterTop` to go on with, so that it needs no import of
   * the ruleset's configured calls (which import it).
   */
  tieByLaw?(ctx: FamilyCtx, leaders: PlayerId[], ranking: VoteRanking, afterTop: AfterTop): boolean;
  /** When exactly as many are tied as places are left, they all face the tribunal without the Procureur's call (the original still calls him). */
  fillObviousTie?: boolean;
}

/** What follows the vote's top: the executed, then the tribunal or the evening. */
export type AfterTop = (ctx: FamilyCtx, top: PlayerId[], ranking: VoteRanking, skip?: PlayerId[]) => void;

/** The vote's top, the tie and the tribunal, configured by the ruleset. */
export function tribunalSteps(rules: TribunalRules) {
  const { say } = rules;
  /** The Président designates one of the tied (000:509, 001:151). */
  const TIED_BARS: Bars<FamilyGame, { tied: PlayerId[] }> = [
    amongBar(
      rules,
      { original: '000:509', revision: '001:151' },
      (a) => a.tied,
      (s, id) => `${name(s, id)} n’est pas parmi les ex æquo.`,
    ),
  ];
  /** The Procureur chooses the accused among those tied for the last places (000:513, 001:154). */
  const TRIBUNAL_BARS: Bars<FamilyGame, { tied: PlayerId[] }> = [
    amongBar(
      rules,
      { original: '000:513', revision: '001:154' },
      (a) => a.tied,
      (s, id) => `${name(s, id)} n’est pas parmi les ex æquo pour les dernières places au tribunal.`,
    ),
  ];
  const standingPost = (s: FamilyGame, post: string): PlayerId | null => {
    const p = s.posts[post] ?? null;
    return p && rules.standing(s, p) ? p : null;
  };

  function tribunal(ctx: FamilyCtx, accused: PlayerId[]): void {
    const s = ctx.s;
    rules.setAccused(ctx, accused);
    if (accused.length > 0) say(ctx, `Tribunal pour ${names(s, accused)}.`);
    for (const id of accused) ctx.react('tribunal', { id });
  }

  /**
   * Execute the top; when the session has a tribunal, the next three face it
   * (000:513, 001:154). `skip`: players a tie left out of it.
   */
  function afterTop(ctx: FamilyCtx, top: PlayerId[], ranking: VoteRanking, skip: PlayerId[] = []): void {
    for (const id of top) rules.execute(ctx, id);
    const s = ctx.s;
    if (!rules.tribunalToday(s)) return;
    const cut = tribunalCut(
      ranking.filter((r) => !top.includes(r.id) && !skip.includes(r.id) && rules.eligible(s, r.id)),
    );
    if ('accused' in cut) return tribunal(ctx, cut.accused);
    if (rules.fillObviousTie && cut.tied.length === cut.need) return tribunal(ctx, [...cut.sure, ...cut.tied]);
    ctx.react('tribunal-choix', cut);
  }

  /** The top of the vote: nobody, one, or a tie the law or the Président settles (000:509, 001:151). */
  function decide(ctx: FamilyCtx, leaders: PlayerId[], ranking: RankRow[]): void {
    const s = ctx.s;
    if (leaders.length === 0) {
      say(ctx, 'Personne n’a reçu de voix : pas d’exécution.');
      return afterTop(ctx, [], ranking);
    }
    if (leaders.length === 1) return afterTop(ctx, leaders, ranking);
    say(ctx, `Égalité entre ${names(s, leaders)}.`);
    if (rules.tieByLaw?.(ctx, leaders, ranking, afterTop)) return;
    const president = s.posts.president ?? null;
    const hisVote = presidentsPick(rules.rounds(s), president, leaders);
    if (hisVote) {
      say(ctx, `La voix du Président l’emporte : ${name(s, hisVote)}.`);
      return afterTop(ctx, [hisVote], ranking);
    }
    if (president && rules.standing(s, president)) {
      ctx.react('egalite', { tied: leaders, ranking });
      return;
    }
    say(ctx, 'Pas de Président pour trancher : pas d’exécution.');
    afterTop(ctx, [], ranking, leaders);
  }

  /**
   * The Président designates who is executed among the tied. One struck down
   * between the count and his decision (a power invoked at any moment,
   * 000:168, 001:9) no longer decides; a tied player struck down meanwhile
   * stays on offer, and naming him executes nobody new.
   */
  const egalite = step({
    id: 'egalite',
    title: 'Égalité\u00a0: le Président tranche',
    line: (s) =>
      standingPost(s, 'president')
        ? 'Égalité : le Président désigne qui sera exécuté.'
        : 'Égalité, mais le Président ne peut plus trancher : pas d’exécution.',
    wakes: (s) => {
      const p = standingPost(s, 'president');
      return p ? [p] : [];
    },
    prompt: (s, args) =>
      standingPost(s, 'president') ? choose(s, { label: 'Exécuté·e', min: 1, max: 1 }, TIED_BARS, args) : ack(),
    resolve(ctx, value, { tied, ranking }) {
      const s = ctx.s;
      const president = standingPost(s, 'president');
      if (!president || value === null) {
        // As when there is no Président at all: nobody is executed.
        say(ctx, 'Le Président ne peut plus trancher l’égalité : pas d’exécution.');
        return afterTop(ctx, [], ranking, tied);
      }
      rules.act(ctx, president, 'egalite');
      const id = first(value)!;
      say(ctx, `Le Président tranche : ${name(s, id)}.`);
      afterTop(ctx, [id], ranking);
    },
  });

  /** The Procureur breaks a tie for the tribunal's last places (000:513, 001:154). */
  const tribunalChoix = step({
    id: 'tribunal-choix',
    title: 'Le Procureur départage',
    line: (_s, { need }) =>
      `Égalité pour les places au tribunal : le Procureur désigne ${need === 1 ? 'l’accusé' : 'les accusés'} parmi les ex æquo.`,
    wakes: (s) => {
      const p = standingPost(s, 'procureur');
      return p ? [p] : [];
    },
    prompt: (s, args) => choose(s, { label: 'Accusés', min: args.need, max: args.need }, TRIBUNAL_BARS, args),
    resolve(ctx, value, { sure }) {
      const p = standingPost(ctx.s, 'procureur');
      if (p) rules.act(ctx, p, 'tribunal');
      tribunal(ctx, [...sure, ...value]);
    },
  });

  /** Each accused: executed or spared by the votes (blank: spare); a tie spares him (000:513, 001:154). */
  const tribunalVote = step({
    id: 'tribunal',
    title: 'Le tribunal',
    line: (s, { id }) =>
      `${name(s, id)} est-il exécuté à son tour ? ${rules.votersWord} (la loi du jour ne s’applique pas) ; à égalité, il est gracié.`,
    prompt: (s, { id }) => ({
      kind: 'ballots',
      label: `Exécuter ${name(s, id)} (blanc : gracier)`,
      voters: rules.tribunalVoters(s).map((v) => ({ id: v, weight: 1 })),
      candidates: [id],
      allowBlank: true,
    }),
    resolve(ctx, ballots, { id }) {
      const s = ctx.s;
      const votes = Object.values(ballots);
      const yes = votes.filter((v) => v === id).length;
      const no = votes.length - yes;
      say(ctx, `Tribunal ${de(name(s, id))} : ${yes} pour l’exécution, ${no} pour la grâce.`);
      if (yes > no && rules.eligible(s, id)) rules.execute(ctx, id);
      else say(ctx, `${name(s, id)} est gracié·e.`);
    },
  });

  return { decide, afterTop, egalite, tribunalChoix, tribunalVote };
}
