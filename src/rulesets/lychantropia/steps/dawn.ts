/**
 * Dawn: the night's recap without its causes, the lost items, the shop; the
 * Lorgnettes' report; the successors; the testaments for the Notaire
 * (002_8a15d59d81dc3fa5.txt:17, 40, 45, 74, 83, 87, 98, 101).
 */
import { asItStands, sameItems, type TextDoc } from '../../../engine';
import { stonedLine } from '../deaths';
import { holders } from '../holdings';
import { describeItems, kindOf } from '../items';
import { alive, de, DEAD, illiterate, name, names, post } from '../state';
import { describeShop } from '../stock';
import { postsLine, privateTexts, publicPost } from '../texts';
import { ack, step } from './step';

export const aube = step({
  id: 'aube',
  title: 'L’aube',
  phase: 'dawn',
  enter(ctx) {
    const s = ctx.s;
    // Read as they stand: a playout's resolution would copy the night, the shop and the hands only to read them,
    // and a new shop defeats the troc offers kept per shop (`day-orders.ts`) for the whole day.
    const rs = asItStands(s.rs);
    const night = rs.night;
    // Items on their way back join the shop now (lines 57, 87).
    if (rs.toShop.length > 0) {
      ctx.emit('boutique', { to: 'mj' }, () => `Reviennent en boutique : ${describeItems(rs.toShop)}.`);
      ctx.s.rs.shop.push(...ctx.s.rs.toShop.splice(0));
    }
    if (night.drunk)
      ctx.emit(
        'aube',
        { to: 'public' },
        'Un Tonneau de bière a coulé à flots cette nuit : personne n’a rien pu faire.',
      );
    if (night.dead.length === 0) ctx.emit('aube', { to: 'public' }, 'Personne n’est mort cette nuit.');
    for (const id of night.dead) {
      const lost = night.lost.find((l) => l.id === id)?.items;
      const items = lost && lost.length > 0 ? ` Objets perdus : ${describeItems(lost)}.` : '';
      ctx.announce(id, { health: DEAD }, () => `${name(s, id)} a été retrouvé·e mort·e.${items}`);
    }
    for (const id of night.stoned) ctx.emit('herbes', { to: 'public' }, () => stonedLine(name(s, id)), { player: id });
    // The shop as it stands now: the copy the returns were pushed to, else the day's own.
    const shop = asItStands(s.rs).shop;
    ctx.emit('boutique', { to: 'public' }, () => `Boutique : ${describeShop(shop)}.`);
    const shown = shop.map(kindOf);
    if (!sameItems(shown, rs.shopShown)) ctx.s.rs.shopShown = shown;
    // The Lorgnettes see which items served in the night (line 83); nobody's hand nor health changes at dawn.
    for (const id of holders(ctx.base, 'lorgnettes')) {
      const used = night.used.length > 0 ? describeItems(night.used) : 'aucun';
      ctx.emit(
        'lorgnettes',
        { to: 'players', ids: [id] },
        () => `Les Lorgnettes ${de(name(s, id))} : objets utilisés cette nuit : ${used}.`,
        {
          pm: `Vos Lorgnettes vous montrent les objets utilisés cette nuit : ${used}.`,
        },
      );
    }
  },
  line: (s) =>
    `Aube du jour ${s.clock.day} : publiez le récapitulatif de la nuit (jamais les causes des morts) et envoyez les messages privés.`,
  notes: (s) => {
    const causes = s.rs.deaths
      .filter((d) => d.day === s.clock.day && d.phase === 'night')
      .map((d) => `${name(s, d.id)} : ${d.cause}`);
    return causes.length > 0 ? [`Causes (secret) : ${causes.join(' ; ')}.`] : [];
  },
  documents: (s) => [
    publicPost(s, {
      id: 'aube',
      title: `Aube du jour ${s.clock.day}`,
      day: s.clock.day,
      phases: ['night', 'dawn'],
      extra: [postsLine(s)],
    }),
    ...privateTexts(s, s.clock.day, ['night', 'dawn']),
  ],
  prompt: () => ack('Publié'),
  resolve(ctx) {
    ctx.s.rs.moment = 'aube';
  },
});

/** The testaments written since the last dawn go to the Notaire, unless there is none or he cannot read (lines 60, 78, 98). */
export const testaments = step({
  id: 'testaments',
  title: 'Les testaments',
  phase: 'dawn',
  when: (s) => s.rs.testaments.length > 0,
  line: (s) => {
    const notary = post(s, 'notaire');
    const from = names(s, s.rs.testaments);
    if (!notary || !alive(s, notary))
      return `Testament${s.rs.testaments.length > 1 ? 's' : ''} ${de(from)} : pas de Notaire pour le recevoir, il est perdu.`;
    if (illiterate(s, notary))
      return `Testament${s.rs.testaments.length > 1 ? 's' : ''} ${de(from)} : le Notaire, ${name(s, notary)}, est analphabète ; il est perdu.`;
    return `Transmettez au Notaire, ${name(s, notary)}, le testament ${de(from)}.`;
  },
  documents: (s): TextDoc[] => {
    const notary = post(s, 'notaire');
    if (!notary || !alive(s, notary) || illiterate(s, notary)) return [];
    return [
      {
        id: 'testaments',
        title: `Message privé à ${name(s, notary)} (Notaire)`,
        audience: { to: 'players', ids: [notary] },
        blocks: s.rs.testaments.map((id) => ({
          kind: 'paragraph' as const,
          text: [`Vous recevez le testament ${de(name(s, id))} : `, { bold: '[texte du testament]' }],
        })),
      },
    ];
  },
  prompt: () => ack('Transmis'),
  resolve(ctx) {
    const s = ctx.s;
    const notary = post(s, 'notaire');
    const from = s.rs.testaments.splice(0);
    if (notary && alive(s, notary) && !illiterate(s, notary)) {
      ctx.emit(
        'testament',
        { to: 'players', ids: [notary] },
        () => `Le Notaire, ${name(s, notary)}, reçoit le testament ${de(names(s, from))}.`,
      );
    } else ctx.emit('testament', { to: 'mj' }, () => `Testament ${de(names(s, from))} perdu.`);
  },
});
