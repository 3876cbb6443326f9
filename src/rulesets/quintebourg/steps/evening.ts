/**
 * The end of the day (000_a045abd3825f1297.txt:733-734): the pickpocket of the
 * day (Mirko on odd days, Mirka on even days, 000:553-557), the richest
 * citizen whose house is protected tonight (000:563), the adjoint's camera for
 * the night (000:545-551); and Sunday's fête (000:56).
 */
import { ack, act, game } from '../common';
import { coinsOf, fromPot, moveCoins, POT, potOf, richest } from '../coins';
import { housePlace, locationLabel } from '../night-map';
import { health, numberOption, post } from '../queries';
import { emptyDay } from '../state';
import { coins, de, name } from '../text';
import { isEvenDay, isOddDay } from '../week';
import { unavailable } from './call';
import { step } from './step';

/** The post whose holder acts on odd days (Monday, Wednesday, Friday), the one on even days, and none on Sunday (000:52-54). */
function ofTheDay(day: number, odd: string, even: string): string | null {
  if (isOddDay(day)) return odd;
  if (isEvenDay(day)) return even;
  return null;
}

/** Mirko on odd days, Mirka on even days (000:553-557). */
const pickpocketPost = (day: number): string | null => ofTheDay(day, 'mirko', 'mirka');

export const pickpocket = step({
  id: 'pickpocket',
  title: 'Le pickpocket',
  when: (s) => {
    const p = pickpocketPost(s.clock.day);
    return p !== null && p in s.posts;
  },
  inert: (s) => {
    const holder = post(s, pickpocketPost(s.clock.day)!);
    return holder ? unavailable(s, holder) : 'poste vacant';
  },
  line: (s) => `${pickpocketPost(s.clock.day) === 'mirko' ? 'Mirko' : 'Mirka'}, le pickpocket du jour, vole-t-il une pièce à quelqu’un ?`,
  wakes: (s) => [post(s, pickpocketPost(s.clock.day)!)!],
  // The pot of a paying vote is open to pickpockets (000:687).
  prompt: (s) => {
    const me = post(s, pickpocketPost(s.clock.day)!)!;
    return {
      kind: 'choice',
      label: 'Volé·e',
      options: [
        { value: 'aucun', label: 'Personne' },
        ...(potOf(s) > 0 ? [{ value: POT, label: `La cagnotte (${coins(potOf(s))})` }] : []),
        ...s.order.filter((id) => id !== me && coinsOf(s, id) > 0).map((id) => ({ value: id, label: `${name(s, id)} (${coins(coinsOf(s, id))})` })),
      ],
    };
  },
  resolve(ctx, value) {
    if (value === 'aucun') return;
    const s = game(ctx);
    const me = post(s, pickpocketPost(s.clock.day)!)!;
    act(ctx, me, 'pickpocket');
    if (value === POT) {
      fromPot(ctx, me, 1);
      ctx.emit('pieces', { to: 'mj' }, `${name(s, me)} prend une pièce dans la cagnotte (pickpocket).`, { to: me, coins: 1 });
      return;
    }
    moveCoins(ctx, { from: value, to: me, coins: 1, why: 'pickpocket' });
  },
});

export const plusRiche = step({
  id: 'plus-riche',
  title: 'Le plus riche citoyen',
  line: (s) => {
    const r = richest(s);
    return r ? `${name(s, r)} est le citoyen le plus riche : sa maison est protégée des attaques cette nuit.` : 'Personne n’est strictement plus riche que tous les autres : aucune maison n’est protégée.';
  },
  prompt: () => ack(),
  resolve(ctx) {
    const s = game(ctx);
    const r = richest(s);
    ctx.s.rs.richest = r;
    ctx.emit('riche', { to: 'public' }, r ? `Le plus riche citoyen est ${name(s, r)}.` : 'Personne n’est le plus riche citoyen.', { richest: r });
    // What was meant for this day's vote is spent.
    ctx.s.rs.corruptions = [];
    ctx.s.rs.trucage = null;
    ctx.s.rs.deadVotes = {};
  },
});

/** Randy on odd days, Armish on even days (000:545-551). */
const adjointPost = (day: number): string | null => ofTheDay(day, 'randy', 'armish');

export const cameraAdjoint = step({
  id: 'camera-adjoint',
  title: 'La caméra de l’adjoint',
  when: (s) => {
    const p = adjointPost(s.clock.day);
    return p !== null && p in s.posts;
  },
  inert: (s) => {
    const holder = post(s, adjointPost(s.clock.day)!);
    return holder ? unavailable(s, holder) : 'poste vacant';
  },
  line: (s) => `${adjointPost(s.clock.day) === 'randy' ? 'L’adjoint Randy' : 'L’adjoint Armish'} choisit la maison devant laquelle il place sa caméra thermique pour la nuit.`,
  prompt: (s) => ({
    kind: 'choice',
    label: 'Caméra',
    options: [{ value: 'aucune', label: 'Pas de caméra' }, ...s.order.filter((id) => health(s, id) !== 'M').map((id) => ({ value: id, label: `${s.players[id]!.role === 'medecin' ? 'Bunker' : 'Maison'} ${de(name(s, id))}` }))],
  }),
  resolve(ctx, value) {
    if (value === 'aucune') return;
    const s = game(ctx);
    const me = post(s, adjointPost(s.clock.day)!)!;
    act(ctx, me, 'camera');
    const place = housePlace(s, value);
    ctx.s.rs.cameras = [...s.rs.cameras, { by: me, place }];
    ctx.emit('camera', { to: 'mj' }, `Caméra de l’adjoint devant ${locationLabel(s, place)}.`);
  },
});

export const fete = step({
  id: 'fete',
  title: 'La fête au village',
  line: () => 'Dimanche, c’est la fête au village : pas de mort, pas d’exécution. Chacun se déplace et parle à qui il veut… et chacun peut espionner les autres.',
  // No session today: Saturday's law and votes are over; the executed stay listed for the Bourreau's row A (000:737).
  enter(ctx) {
    ctx.s.rs.day = { ...emptyDay(), executed: ctx.s.rs.day.executed };
  },
  timer: (s) => numberOption(s, 'dureeFete') || null,
  prompt: () => ack('Fin de la fête'),
  resolve() {},
});
