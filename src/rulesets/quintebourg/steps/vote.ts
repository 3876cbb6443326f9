/**
 * The execution vote (000_a045abd3825f1297.txt:503-513, 593-604, 636-689):
 * who votes and against whom under the law of the day, several ballots when
 * the law says so, the votes of the dead and the trucage revealed at the end,
 * the Président's voice on a tie, the Bourreau's poison (→ Q), the special
 * session's tribunal, corruption kept or broken.
 */
import type { Json, PlayerId } from '../../../engine';
import { neighbours } from '../../../engine/locations';
import { describeTally, tally, type Ballot } from '../../../engine/vote';
import { ack, act, game, type QCtx, type QStep } from '../common';
import { moveCoins } from '../coins';
import { rank, stepDown } from '../health';
import { changeHealth, harmable } from '../harm';
import { lawById, type Law } from '../laws';
import { assign, suppleant } from '../posts';
import { believedAlive, health, isStanding, partyHolder, post, type QGame } from '../state';
import { coins, de, name, names } from '../text';

export function lawOf(s: QGame): Law | null {
  return lawById(s.rs.day.law);
}

/**
 * The table in the order the votes are announced: the Président first, then
 * around the table the way he chose (000:509); from the first seat when there
 * is no Président.
 */
export function announceOrder(s: QGame): PlayerId[] {
  const n = s.order.length;
  const president = post(s, 'president');
  const start = president ? s.order.indexOf(president) : 0;
  const step = s.rs.day.direction === 'antihoraire' ? -1 : 1;
  return Array.from({ length: n }, (_, k) => s.order[(((start + step * k) % n) + n) % n]!);
}

/** Who may vote today (000:507, 655, 671-673, 679-687), in the order of announcement. */
export function votersToday(s: QGame): PlayerId[] {
  const law = lawOf(s);
  const table = announceOrder(s);
  let out = table.filter((id) => isStanding(s, id));
  if (law?.voters === 'medecin') out = out.filter((id) => s.players[id]!.role === 'medecin');
  if (law?.voters === 'cqm') out = table.slice();
  if (law?.voters === 'c') out = table.filter((id) => ['I', 'B', 'C'].includes(health(s, id)));
  // A paying vote: who has no coin to give cannot vote (000:679-687).
  if (law?.pay) out = out.filter((id) => s.players[id]!.money > 0);
  return out;
}

/** Whether a voter must cast a ballot: a special session's vote (000:513), or a law that forbids blank votes (000:653-661). */
function mustVote(s: QGame, round: number): boolean {
  if (lawOf(s)?.blank === false) return true;
  return s.rs.day.session === 'speciale' && round === 0;
}

/** Who may be voted against: the players the table believes alive (I, B, C). */
export function candidatesToday(s: QGame): PlayerId[] {
  return s.order.filter((id) => believedAlive(s, id));
}

function roundsToday(s: QGame): number {
  return lawOf(s)?.rounds ?? 1;
}

function roundOf(args: Json | undefined): number {
  return (args as { round?: number } | undefined)?.round ?? 0;
}

/** A voter's ballot rule under the law (a French reason when refused). */
function ballotProblem(s: QGame, voter: PlayerId, target: PlayerId, round: number): string | null {
  const law = lawOf(s);
  const next: PlayerId[] = neighbours(s.order, voter, (p) => believedAlive(s, p)) ?? [];
  if (law?.neighbours === 'not' && next.includes(target)) return `${name(s, voter)} ne peut pas voter contre un voisin (${name(s, target)}).`;
  if (law?.neighbours === 'only' && !next.includes(target)) return `${name(s, voter)} ne peut voter que contre un de ses voisins.`;
  const before = s.rs.day.rounds.slice(0, round).map((r) => r[voter] ?? null);
  if (law?.distinct === 'all' && before.includes(target)) return `${name(s, voter)} a déjà voté contre ${name(s, target)}.`;
  if (law?.distinct === 'two' && round === roundsToday(s) - 1 && before.length > 0) {
    if (before.every((t) => t === target)) return `${name(s, voter)} doit voter contre au moins deux personnes différentes.`;
    // The reading where three different players are too many (setup option, 000:661).
    if (s.setup.options.troisVotes === 'exactement-deux' && new Set([...before, target]).size > 2) return `${name(s, voter)} doit voter contre exactement deux personnes différentes.`;
  }
  return null;
}

/** Each voter's allowed targets when the law narrows them (neighbours, different targets). */
function restrictions(s: QGame, round: number): { only?: Record<PlayerId, PlayerId[]> } {
  const law = lawOf(s);
  if (!law?.neighbours && !law?.distinct) return {};
  const all = candidatesToday(s);
  const only: Record<PlayerId, PlayerId[]> = {};
  for (const v of votersToday(s)) only[v] = all.filter((t) => ballotProblem(s, v, t, round) === null);
  return { only };
}

export const vote: QStep = {
  id: 'vote',
  title: 'Le vote',
  when: (s) => s.rs.day.session !== 'annulee' && !lawOf(s)?.cancelled && votersToday(s).length > 0,
  line: (s, args) => {
    const r = roundOf(args);
    const law = lawOf(s);
    const of = roundsToday(s) > 1 ? ` (${law?.condorcet ? `${r === 0 ? '1er' : `${r + 1}e`} choix` : `vote ${r + 1} sur ${roundsToday(s)}`})` : '';
    return `Le Président vote le premier, puis chacun annonce à son tour, dans le sens ${s.rs.day.direction}, contre qui il vote${of}.`;
  },
  notes: (s) => {
    const law = lawOf(s);
    const out = [`Ordre d’annonce (sens ${s.rs.day.direction}) : ${names(s, votersToday(s))}.`];
    if (law) out.push(`Loi du jour : ${law.text}.`);
    if (law?.pay) {
      const to = payee(s, law, null);
      out.push(law.pay === 'choix' ? 'Chaque votant donnera ensuite une pièce à qui il veut.' : law.pay === 'cagnotte' ? 'Chaque votant met une pièce dans la cagnotte.' : to ? `Chaque votant donne une pièce à ${name(s, to)}.` : 'Personne pour recevoir la pièce : le vote est gratuit.');
      const broke = announceOrder(s).filter((id) => isStanding(s, id) && s.players[id]!.money === 0);
      if (broke.length > 0) out.push(`Sans pièce, ne votent pas : ${names(s, broke)}.`);
    }
    for (const c of s.rs.corruptions) out.push(`${name(s, c.voter)} est corrompu·e : doit voter contre ${name(s, c.target)}.`);
    return out;
  },
  prompt: (s, args) => ({
    kind: 'ballots',
    label: roundsToday(s) > 1 ? `Votes (${roundOf(args) + 1}/${roundsToday(s)})` : 'Votes d’exécution',
    voters: votersToday(s).map((id) => ({ id, weight: 1 })),
    candidates: candidatesToday(s),
    allowBlank: !mustVote(s, roundOf(args)),
    ...restrictions(s, roundOf(args)),
  }),
  validate(s, value, args) {
    const map = value as Record<PlayerId, PlayerId | null>;
    for (const [voter, target] of Object.entries(map)) {
      if (target === null) continue;
      const why = ballotProblem(s, voter, target, roundOf(args));
      if (why) return why;
    }
    return null;
  },
  resolve(ctx, value, args) {
    const s = game(ctx);
    const r = roundOf(args);
    const rounds = [...s.rs.day.rounds];
    rounds[r] = value as Record<PlayerId, PlayerId | null>;
    ctx.s.rs.day.rounds = rounds;
    ctx.s.rs.day.voters = votersToday(s);
    // A law may give a vote to the C, Q and M (000:671-673).
    for (const [voter, target] of Object.entries(value as Record<PlayerId, PlayerId | null>)) if (target) act(ctx, voter, isStanding(s, voter) ? 'vote' : 'vote-loi');
    if (r + 1 < roundsToday(s)) ctx.react('vote', { round: r + 1 });
    else if (lawOf(s)?.pay === 'choix' && castBy(game(ctx)).length > 0) ctx.react('paiement');
    // The count right away: a tie or a tribunal is settled before the result is announced.
    else count(ctx);
  },
};

/** Voters who cast at least one ballot. */
function castBy(s: QGame): PlayerId[] {
  return s.order.filter((id) => s.rs.day.voters.includes(id) && s.rs.day.rounds.some((r) => r[id]));
}

export const paiement: QStep = {
  id: 'paiement',
  title: 'Le prix du vote',
  line: () => 'Chaque votant donne une pièce à la personne de son choix.',
  prompt: (s) => {
    const to = s.order.filter((id) => health(s, id) !== 'M' && health(s, id) !== 'Q');
    // A coin given to oneself would cost nothing.
    const only = Object.fromEntries(castBy(s).map((v) => [v, to.filter((id) => id !== v)]));
    return { kind: 'ballots', label: 'Pièce donnée à', voters: castBy(s).map((id) => ({ id, weight: 1 })), candidates: to, allowBlank: false, only };
  },
  resolve(ctx, value) {
    ctx.s.rs.day.payments = value as Record<PlayerId, PlayerId>;
    count(ctx);
  },
};

/**
 * The dead's extra votes revealed at the end: the trucage, or the names they
 * gave at night (000:397, 640). Those a law let vote in person (000:671-673)
 * are not counted twice.
 */
function deadVotes(s: QGame): Record<PlayerId, number> {
  const extra: Record<PlayerId, number> = {};
  const inPerson = new Set(s.rs.day.voters);
  const down = s.order.filter((id) => ['C', 'Q', 'M'].includes(health(s, id)) && !inPerson.has(id));
  if (s.rs.trucage && believedAlive(s, s.rs.trucage)) {
    if (down.length > 0) extra[s.rs.trucage] = down.length;
    return extra;
  }
  for (const [dead, target] of Object.entries(s.rs.deadVotes)) {
    if (!['Q', 'M'].includes(health(s, dead)) || inPerson.has(dead) || !believedAlive(s, target)) continue;
    extra[target] = (extra[target] ?? 0) + 1;
  }
  return extra;
}

/**
 * Condorcet (000:651): the candidate who beats every other head to head; else
 * the best Copeland scores (head-to-head wins). The ranking (by score) names
 * the special session's tribunal.
 */
function condorcet(s: QGame, extra: Record<PlayerId, number>): { leaders: PlayerId[]; text: string; ranking: { id: PlayerId; votes: number }[] } {
  const rankings: PlayerId[][] = s.rs.day.voters.map((v) => s.rs.day.rounds.map((r) => r[v] ?? null).filter((x): x is PlayerId => x !== null));
  for (const [id, n] of Object.entries(extra)) for (let i = 0; i < n; i++) rankings.push([id]);
  const cands = [...new Set(rankings.flat())];
  const pos = (r: PlayerId[], c: PlayerId) => (r.includes(c) ? r.indexOf(c) : Infinity);
  const beats = (a: PlayerId, b: PlayerId) => rankings.filter((r) => pos(r, a) < pos(r, b)).length > rankings.filter((r) => pos(r, b) < pos(r, a)).length;
  const score = new Map(cands.map((c) => [c, cands.filter((d) => d !== c && beats(c, d)).length]));
  const ranking = cands.map((id) => ({ id, votes: score.get(id)! })).sort((a, b) => b.votes - a.votes);
  const winner = cands.length > 1 ? cands.find((c) => score.get(c) === cands.length - 1) : cands[0];
  if (winner) return { leaders: [winner], text: `Scrutin de Condorcet : ${name(s, winner)} bat chacun des autres.`, ranking };
  const top = Math.max(0, ...score.values());
  const leaders = cands.filter((c) => score.get(c) === top);
  return { leaders, text: `Scrutin de Condorcet : pas de vainqueur face à tous ; en tête : ${names(s, leaders)}.`, ranking };
}

export const depouillement: QStep = {
  id: 'depouillement',
  title: 'Le dépouillement',
  when: (s) => s.rs.day.session !== 'annulee',
  // No ballot today (the urn is lost, or nobody may vote): the count still checks the corrupt (000:604).
  enter(ctx) {
    if (game(ctx).rs.day.count.length === 0) count(ctx);
  },
  line: (s) => (s.rs.day.executed.length > 0 ? `Annoncez le résultat : ${names(s, s.rs.day.executed)} ${s.rs.day.executed.length > 1 ? 'sont exécutés' : 'est exécuté·e'}.` : 'Annoncez le résultat du vote.'),
  notes: (s) => s.rs.day.count,
  prompt: () => ({ kind: 'ack' }),
  resolve() {},
};

function say(ctx: QCtx, text: string, vis: 'public' | 'mj' = 'public'): void {
  ctx.s.rs.day.count.push(text);
  ctx.emit('vote', { to: vis }, text);
}

function count(ctx: QCtx): void {
  const s = game(ctx);
  const law = lawOf(s);
  corruptionCheck(ctx);
  if (law?.cancelled) {
    say(ctx, 'L’urne est perdue : le vote est annulé.');
    return;
  }
  const cast = castBy(s);
  payFor(ctx, cast, law);
  const extra = deadVotes(s);
  // Counted in seating order, whatever the order of announcement.
  const bySeat = s.order.filter((id) => s.rs.day.voters.includes(id));
  const ballots: Ballot[] = s.rs.day.rounds.flatMap((r) => bySeat.map((v) => ({ voter: v, target: r[v] ?? null, weight: 1 })));
  const selfVotes: Record<PlayerId, number> = {};
  if (law?.selfVote) for (const v of cast) selfVotes[v] = 1;
  const all = { ...extra };
  for (const [id, n] of Object.entries(selfVotes)) all[id] = (all[id] ?? 0) + n;
  const t = tally(ballots, all);
  say(ctx, `Votes : ${describeTally(tally(ballots), (id) => name(s, id))}.`);
  if (Object.keys(extra).length > 0) say(ctx, `${s.rs.trucage ? 'Les C, Q et M votent tous' : 'Les morts ont désigné'} : ${Object.entries(extra).map(([id, n]) => `${name(s, id)} (${n})`).join(', ')}.`);
  if (law?.selfVote && cast.length > 0) say(ctx, `Chaque votant reçoit une voix contre lui : ${names(s, cast)}.`);
  let leaders = t.leaders;
  let ranking = t.ranking;
  if (law?.condorcet) {
    const c = condorcet(s, all);
    say(ctx, c.text);
    leaders = c.leaders;
    ranking = c.ranking;
  } else if (t.ranking.length > 0 && Object.keys(all).length > 0) say(ctx, `Total : ${describeTally(t, (id) => name(s, id))}.`);
  if (law?.hurts) {
    for (const v of cast) if (harmable(game(ctx), v)) changeHealth(ctx, v, stepDown(health(game(ctx), v)), 'vote-blessant');
    if (cast.length > 0) say(ctx, `Voter est blessant : ${names(s, cast)} perd${cast.length > 1 ? 'ent' : ''} un cran de santé.`);
  }
  decide(ctx, leaders, ranking);
}

/** The top of the vote: one leader is executed; a tie goes to the law or to the Président's voice (000:509, 675, 689). */
function decide(ctx: QCtx, leaders: PlayerId[], ranking: { id: PlayerId; votes: number }[]): void {
  const s = game(ctx);
  const law = lawOf(s);
  if (leaders.length === 0) {
    say(ctx, 'Personne n’a reçu de voix : pas d’exécution.');
    return afterTop(ctx, [], ranking);
  }
  if (leaders.length === 1) return afterTop(ctx, leaders, ranking);
  say(ctx, `Égalité entre ${names(s, leaders)}.`);
  if (law?.tie === 'coma') {
    for (const id of leaders) if (rank(health(game(ctx), id)) < rank('C')) changeHealth(ctx, id, 'C', 'egalite-coma');
    say(ctx, `Loi du jour : ${names(s, leaders)} tombent dans le coma, et le Président est déchu.`);
    if (post(s, 'president')) assign(ctx, 'president', null, 'déchu par la loi du jour');
    return afterTop(ctx, [], ranking, leaders);
  }
  if (law?.tie === 'all') {
    say(ctx, 'Loi du jour : tous les ex æquo sont exécutés.');
    return afterTop(ctx, leaders, ranking);
  }
  if (law?.tie === 'none') {
    say(ctx, 'Loi du jour : les ex æquo sont graciés.');
    return afterTop(ctx, [], ranking, leaders);
  }
  const president = post(s, 'president');
  const hisVote = president ? s.rs.day.rounds.map((r) => r[president]).find((t) => t && leaders.includes(t)) : undefined;
  if (hisVote) {
    say(ctx, `La voix du Président l’emporte : ${name(s, hisVote)}.`);
    return afterTop(ctx, [hisVote], ranking);
  }
  if (president && isStanding(s, president)) {
    ctx.react('egalite', { tied: leaders, ranking: ranking as unknown as Json });
    return;
  }
  say(ctx, 'Pas de Président pour trancher : pas d’exécution.');
  afterTop(ctx, [], ranking, leaders);
}

/** The Président able to break the tie now: one struck down between the count and his decision (a power invoked at any moment, 000:168) no longer decides. */
function tieBreaker(s: QGame): PlayerId | null {
  const p = post(s, 'president');
  return p && isStanding(s, p) ? p : null;
}

/**
 * A tied player struck down meanwhile stays on offer: the table still believes
 * him alive (000:78), and naming him executes nobody new.
 */
export const egalite: QStep = {
  id: 'egalite',
  title: 'Égalité : le Président tranche',
  line: (s) => (tieBreaker(s) ? 'Égalité : le Président désigne qui sera exécuté.' : 'Égalité, mais le Président ne peut plus trancher : pas d’exécution.'),
  wakes: (s) => (tieBreaker(s) ? [tieBreaker(s)!] : []),
  prompt: (s, args) => (tieBreaker(s) ? { kind: 'players', label: 'Exécuté·e', min: 1, max: 1, candidates: (args as { tied: PlayerId[] }).tied } : ack()),
  resolve(ctx, value, args) {
    const s = game(ctx);
    const { tied, ranking } = args as { tied: PlayerId[]; ranking: { id: PlayerId; votes: number }[] };
    const president = tieBreaker(s);
    if (!president) {
      // As when there is no Président at all (decide): nobody is executed.
      say(ctx, 'Le Président ne peut plus trancher l’égalité : pas d’exécution.');
      return afterTop(ctx, [], ranking, tied);
    }
    act(ctx, president, 'egalite');
    const id = (value as PlayerId[])[0]!;
    say(ctx, `Le Président tranche : ${name(s, id)}.`);
    afterTop(ctx, [id], ranking);
  },
};

const TOLD: Record<string, string> = { I: 'indemne', B: 'blessé·e', C: 'dans le coma' };

/**
 * The Bourreau's poison: the executed falls Q, and everyone believes them
 * dead (000:495). Le coriace only loses one step (000:411): the table sees he
 * survived the poison.
 */
export function execute(ctx: QCtx, id: PlayerId): void {
  const s = game(ctx);
  ctx.s.rs.day.executed.push(id);
  const reached = changeHealth(ctx, id, 'Q', 'execution');
  if (reached === 'Q' || reached === 'M') ctx.announce(id, { health: 'Q' }, `${name(s, id)} est exécuté·e.`);
  else ctx.announce(id, { health: reached }, `${name(s, id)} est exécuté·e, mais survit au poison : ${TOLD[reached]}.`);
}

/**
 * Execute the top; in a special session, the next three face the tribunal
 * (000:513). `skip`: players a tie left out of it (graciés, or in a coma by the law).
 */
function afterTop(ctx: QCtx, top: PlayerId[], ranking: { id: PlayerId; votes: number }[], skip: PlayerId[] = []): void {
  for (const id of top) execute(ctx, id);
  const s = game(ctx);
  if (s.rs.day.session !== 'speciale') return;
  const rest = ranking.filter((r) => !top.includes(r.id) && !skip.includes(r.id) && believedAlive(s, r.id));
  if (rest.length <= 3) return tribunal(ctx, rest.map((r) => r.id));
  const cut = rest[2]!.votes;
  const sure = rest.filter((r) => r.votes > cut).map((r) => r.id);
  const tied = rest.filter((r) => r.votes === cut).map((r) => r.id);
  ctx.react('tribunal-choix', { sure, tied, need: 3 - sure.length });
}

function tribunal(ctx: QCtx, accused: PlayerId[]): void {
  const s = game(ctx);
  ctx.s.rs.day.tribunal = accused;
  if (accused.length > 0) say(ctx, `Tribunal pour ${names(s, accused)}.`);
  for (const id of accused) ctx.react('tribunal', { id });
}

export const tribunalChoix: QStep = {
  id: 'tribunal-choix',
  title: 'Le Procureur départage',
  line: (s, args) => `Égalité pour les places au tribunal : le Procureur désigne ${(args as { need: number }).need === 1 ? 'l’accusé' : 'les accusés'} parmi les ex æquo.`,
  wakes: (s) => (post(s, 'procureur') && isStanding(s, post(s, 'procureur')!) ? [post(s, 'procureur')!] : []),
  prompt: (s, args) => {
    const { tied, need } = args as { tied: PlayerId[]; need: number };
    return { kind: 'players', label: 'Accusés', min: need, max: need, candidates: tied };
  },
  resolve(ctx, value, args) {
    const { sure } = args as { sure: PlayerId[] };
    const p = post(game(ctx), 'procureur');
    if (p && isStanding(game(ctx), p)) act(ctx, p, 'tribunal');
    tribunal(ctx, [...sure, ...(value as PlayerId[])]);
  },
};

export const tribunalVote: QStep = {
  id: 'tribunal',
  title: 'Le tribunal',
  line: (s, args) => `${name(s, (args as { id: PlayerId }).id)} est-il exécuté à son tour ? Les I et B votent (la loi du jour ne s’applique pas) ; à égalité, il est gracié.`,
  prompt: (s, args) => ({
    kind: 'ballots',
    label: `Exécuter ${name(s, (args as { id: PlayerId }).id)} (blanc : gracier)`,
    voters: s.order.filter((id) => isStanding(s, id)).map((id) => ({ id, weight: 1 })),
    candidates: [(args as { id: PlayerId }).id],
    allowBlank: true,
  }),
  resolve(ctx, value, args) {
    const s = game(ctx);
    const id = (args as { id: PlayerId }).id;
    const votes = Object.values(value as Record<PlayerId, PlayerId | null>);
    const yes = votes.filter((v) => v === id).length;
    const no = votes.length - yes;
    say(ctx, `Tribunal ${de(name(s, id))} : ${yes} pour l’exécution, ${no} pour la grâce.`);
    if (yes > no && believedAlive(s, id)) execute(ctx, id);
    else say(ctx, `${name(s, id)} est gracié·e.`);
  },
};

/** A corrupt voter must vote against each of his targets; a law that kept him from voting costs the Sénateur (000:600-604). */
function corruptionCheck(ctx: QCtx): void {
  const s = game(ctx);
  const law = lawOf(s);
  const senator = post(s, 'senateur');
  const voted = (v: PlayerId) => s.rs.day.rounds.map((r) => r[v] ?? null);
  const byVoter = new Map<PlayerId, PlayerId[]>();
  for (const c of s.rs.corruptions) byVoter.set(c.voter, [...(byVoter.get(c.voter) ?? []), c.target]);
  for (const [voter, targets] of byVoter) {
    if (!isStanding(s, voter)) continue;
    const kept = law !== null && (law.cancelled || !s.rs.day.voters.includes(voter));
    if (kept) {
      if (senator && !ctx.s.rs.punish.some((p) => p.id === senator)) ctx.s.rs.punish.push({ id: senator, cause: 'loi-corruption' });
      ctx.emit('corruption', { to: 'mj' }, `${name(s, voter)}, corrompu·e, n’a pas pu voter à cause de la loi : le Sénateur passera Q.`);
      continue;
    }
    if (!targets.every((t) => voted(voter).includes(t))) {
      ctx.s.rs.punish.push({ id: voter, cause: 'corruption' });
      ctx.emit('corruption', { to: 'mj' }, `${name(s, voter)} n’a pas voté comme on l’avait corrompu·e : Q la nuit prochaine.`);
    }
  }
}

/** Who receives a voter's coin under a paying law (000:679-685); null: nobody (the pot, or the voter himself). */
function payee(s: QGame, law: Law, voter: PlayerId | null): PlayerId | null {
  const to =
    law.pay === 'choix' ? (voter ? (s.rs.day.payments[voter] ?? null) : null) : law.pay === 'scrutateur' ? post(s, 'scrutateur') : law.pay === 'suppleant' ? suppleant(s) : law.pay === 'medecin' ? partyHolder(s, 'medecin') : null;
  return to === voter ? null : to;
}

/** A paying vote (000:679-687): each voter gives one coin (the Scrutateur does not pay himself). */
function payFor(ctx: QCtx, cast: PlayerId[], law: Law | null): void {
  if (!law?.pay) return;
  for (const v of cast) {
    const s = game(ctx);
    if (s.players[v]!.money === 0) continue;
    if (law.pay === 'cagnotte') {
      ctx.s.players[v]!.money -= 1;
      ctx.s.rs.coins.pot += 1;
      ctx.emit('pieces', { to: 'mj' }, `${name(s, v)} met une pièce dans la cagnotte (vote payant).`);
      continue;
    }
    const to = payee(s, law, v);
    if (to) moveCoins(ctx, v, to, 1, 'vote payant');
  }
  if (law.pay === 'cagnotte' && cast.length > 0) say(ctx, `La cagnotte contient ${coins(game(ctx).rs.coins.pot)}.`);
}
