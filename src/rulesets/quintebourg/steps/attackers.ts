/**
 * The attackers' calls: row D, the Reptiliens' target (000_a045abd3825f1297.txt:297-309);
 * row E, the day's math school (000:215-221): a target in mode M, a colloque in
 * mode E; row P, where everyone sleeps; row Q, the attack (000:569-591, 606-624).
 */
import { playerIn, type PlayerId, entryNow } from '../../../engine';
import { leaderUnavailable, resolveAttack } from '../attack';
import { ack } from '../common';
import { attackOn, mapLines, nightMap, placeLabel, placeRows, rowLines, rowsOf, targetPlace } from '../night-map';
import { atHospital, attendsCamp, available, effectHolder, health } from '../queries';
import { campName, MATH, type MathCamp } from '../roles';
import { de, name } from '../text';
import type { AttackCamp, QGame, Target } from '../types';
import { step } from './step';

function attendees(s: QGame, camp: AttackCamp): PlayerId[] {
  return s.order.filter((id) => attendsCamp(s, id, camp) && available(s, id));
}

type TargetOption = { value: 'aucune' | `${Target['kind']}:${PlayerId}`; label: string };

/** The targets attackers may point at: a house (the ceiling first for a patient's house), or a patient's room (000:608-610). */
export function targetOptions(s: QGame): TargetOption[] {
  const out: TargetOption[] = [{ value: 'aucune', label: 'Pas d’attaque cette nuit' }];
  for (const id of s.order) {
    // A dead player's house stays: a squatter may sleep there (000:405), so it may be attacked.
    const dead = health(s, id) === 'M' ? ' (mort·e)' : '';
    out.push({
      value: `house:${id}`,
      label: `${playerIn(s.players, id).role === 'medecin' ? 'Bunker' : 'Maison'} ${de(name(s, id))}${dead}`,
    });
    if (atHospital(s, id)) out.push({ value: `room:${id}`, label: `Chambre d’hôpital ${de(name(s, id))}` });
  }
  return out;
}

/** « house:p3 » or « room:p3 » as a target; null for anything else (« aucune »). */
export function parseTarget(value: string): Target | null {
  const [kind, id] = value.split(':');
  if (!id) return null;
  if (kind === 'room') return { kind: 'room', patient: id };
  return kind === 'house' ? { kind: 'house', owner: id } : null;
}

function targetText(s: QGame, t: Target): string {
  return placeLabel(s, targetPlace(s, t));
}

function attackInert(s: QGame, camp: AttackCamp): string | null {
  // Asked at every night's call: is anyone there, not the list of them.
  if (!s.order.some((id) => attendsCamp(s, id, camp) && available(s, id)))
    return camp === 'reptiliens' ? 'aucun Reptilien ne peut agir' : `aucun ${MATH[camp].plain} ne peut agir`;
  const leader = leaderUnavailable(s, camp);
  if (leader) return `leur leader (${name(s, leader)}) est indisponible : pas d’attaque`;
  return null;
}

export const reptiliens = step({
  id: 'reptiliens',
  title: 'Les Reptiliens',
  when: (s) => s.rs.mode !== 'M',
  inert: (s) => attackInert(s, 'reptiliens'),
  line: () =>
    'Les Reptiliens ouvrent les yeux et se concertent pour désigner leur cible ; en cas de désaccord, la Reptilienne alpha tranche.',
  notes: () => ['Pour viser la maison d’un patient, ils pointent d’abord le plafond, puis le patient.'],
  wakes: (s) => attendees(s, 'reptiliens'),
  prompt: (s) => ({ kind: 'choice', none: 'aucune', label: 'Cible des Reptiliens', options: targetOptions(s) }),
  resolve(ctx, value) {
    const s = ctx.s;
    const t = parseTarget(value);
    if (!t) return;
    ctx.editEntry('night', { attack: { camp: 'reptiliens', target: t } });
    ctx.emit(
      'cible',
      { to: 'players', ids: attendees(s, 'reptiliens') },
      () => `Les Reptiliens visent ${targetText(s, t)}.`,
      { target: t },
    );
  },
});

/** Mode E: the school is not attacking, it only meets (000:221). */
function colloqueInert(s: QGame, camp: MathCamp): string | null {
  return attendees(s, camp).length === 0 ? `aucun des ${campName(camp)} ne peut agir` : null;
}

/** Row E: the day's math school: its attack's target in mode M, its colloque's house in mode E (000:215-221). */
function mathStep<C extends MathCamp>(camp: C) {
  return step({
    id: camp,
    title: `Les ${campName(camp)}`,
    when: (s) => s.rs.mode !== 'V',
    inert: (s) => (s.rs.mode === 'M' ? attackInert(s, camp) : colloqueInert(s, camp)),
    line: (s) =>
      s.rs.mode === 'M'
        ? `Les ${campName(camp)} ouvrent les yeux et communiquent par gestes : ils désignent la cible de leur attaque ; leur leader tranche.`
        : `Les ${campName(camp)} ouvrent les yeux et communiquent par gestes, puis choisissent la maison de leur colloque.`,
    timer: () => 15,
    wakes: (s) => attendees(s, camp),
    prompt: (s) =>
      s.rs.mode === 'M'
        ? { kind: 'choice', none: 'aucune', label: `Cible des ${campName(camp)}`, options: targetOptions(s) }
        : {
            kind: 'choice',
            none: 'aucun',
            label: 'Lieu du colloque',
            options: [
              { value: 'aucun', label: 'Pas de colloque' },
              ...s.order
                .filter((id) => health(s, id) !== 'M')
                .map((id) => ({ value: `house:${id}`, label: `Chez ${name(s, id)}` })),
            ],
          },
    resolve(ctx, value) {
      const s = ctx.s;
      const t = parseTarget(value);
      if (!t) return;
      if (s.rs.mode === 'M') {
        ctx.editEntry('night', { attack: { camp, target: t } });
        ctx.emit(
          'cible',
          { to: 'players', ids: attendees(s, camp) },
          () => `Les ${campName(camp)} visent ${targetText(s, t)}.`,
        );
      } else if (t.kind === 'house') {
        ctx.editEntry('night', { colloque: { camp, host: t.owner } });
        ctx.emit(
          'colloque',
          { to: 'players', ids: attendees(s, camp) },
          () => `Colloque des ${campName(camp)} chez ${name(s, t.owner)}.`,
        );
      }
    },
  });
}

export const algebristes = mathStep('algebristes');
export const analystes = mathStep('analystes');
export const geometres = mathStep('geometres');

/** Where tonight's attack goes, for the MJ reading the map before row Q. */
function attackNote(s: QGame): string[] {
  const a = s.rs.night.attack;
  if (!a || !attackOn(s)) return [];
  const who = a.camp === 'reptiliens' ? 'Reptiliens' : campName(a.camp);
  return [`Attaque des ${who} : ${placeLabel(s, targetPlace(s, a.target))}.`];
}

export const dodo = step({
  id: 'dodo',
  title: 'Colloque et dodo',
  enter(ctx) {
    const s = ctx.s;
    const { long, map } = nightMap(s);
    ctx.editEntry('night', { long, map });
    const artist = effectHolder(s, 'artiste');
    if (artist && long[artist] === 'sculpture' && s.rs.night.sculpture) ctx.s.rs.dawn.harassed = s.rs.night.sculpture;
    // The structured map rides on the event for the UI (and stays in rs.night.map / rs.night.long).
    // The rows of the map just drawn, not read back from the night's entry.
    const rows = rowsOf(s, map, long);
    ctx.emit('carte-nuit', { to: 'mj' }, () => `Qui dort où : ${rowLines(s, rows).join(' ; ')}.`, { rows });
  },
  line: (s) =>
    s.rs.night.colloque
      ? 'Le colloque a lieu ; chacun dort où sa nuit le mène. Je note les maisons de chacun.'
      : 'Chacun dort où sa nuit le mène. Je note les maisons de chacun.',
  notes: (s) => [...mapLines(s), ...attackNote(s)],
  places: (s) => placeRows(s),
  prompt: () => ack(),
  resolve() {},
});

/** Why row Q has no effect: no target, or a leader unable to lead; once resolved the call stays as it was, whatever the attack did to the leader. */
function attackInertReason(s: QGame): string | null {
  if (s.rs.night.lines.attaque) return null;
  if (!s.rs.night.attack) return 'pas d’attaque cette nuit';
  if (!attackOn(s)) return 'le leader des attaquants est indisponible : pas d’attaque';
  return null;
}

export const attaque = step({
  id: 'attaque',
  title: 'L’attaque',
  inert: attackInertReason,
  enter(ctx) {
    const before = entryNow(ctx.s.rs, 'night');
    const a = before.attack!;
    const lines = resolveAttack(ctx, { camp: a.camp, target: a.target, map: before.map! });
    const night = entryNow(ctx.s.rs, 'night');
    ctx.editEntry('night', { lines: { ...night.lines, attaque: lines }, report: [...night.report, ...lines] });
  },
  line: () => 'L’attaque a lieu.',
  places: (s) => placeRows(s),
  notes: (s) => s.rs.night.lines.attaque ?? [],
  prompt: () => ack(),
  resolve() {},
});
