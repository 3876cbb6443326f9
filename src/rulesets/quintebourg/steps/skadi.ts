/**
 * Row C on the third night, a Saturday (000_a045abd3825f1297.txt:331-361,
 * 787): Skadi chooses her camp, by her reboot or by pointing at a player;
 * then every camp is called in turn so the table cannot tell which she joined.
 */
import { playerRead, type PlayerId } from '../../../engine';
import { ack, act, spend, tell } from '../common';
import { campInMode } from '../modes';
import { choiceOption, health, partyHolder, winCamp } from '../queries';
import { CAMP_ORDER, campName, knows, type CampId } from '../roles';
import { de, name } from '../text';
import type { QGame, QSteps } from '../types';
import { members } from './intro';
import { step } from './step';

/** The camps Skadi may choose after her reboot (every camp but hers), those of the mode. */
const CHOOSABLE: CampId[] = [
  'amoureux',
  'idealistes',
  'mc',
  'setheux',
  'reptiliens',
  'nobel',
  'geometres',
  'algebristes',
  'analystes',
  'villageois',
];

function skadiCamps(s: QGame): CampId[] {
  return CHOOSABLE.filter((c) => campInMode(s.rs.mode, c));
}

type How = 'reboot' | 'joueur';

/**
 * Whether Skadi landing in M & C doubles their next targets: after her reboot
 * only (the sentence closes the reboot's paragraph, 000:357), or however she
 * joined them (« tombe sur », and the table not knowing « quel joueur Skadi
 * avait désigné », 000:359). Setup option `skadiMC`.
 */
function doublesMC(s: QGame, how: How): boolean {
  return how === 'reboot' || choiceOption(s, 'skadiMC') === 'toujours';
}

type SkadiChoice = `reboot:${CampId}` | `joueur:${PlayerId}`;

/** Her choice read: how, the camp she joins, and the player she pointed at (the camp's id after a reboot). */
function readChoice(s: QGame, value: SkadiChoice): { how: How; camp: CampId; x: string } {
  const [how, x = ''] = value.split(':');
  if (how === 'joueur') return { how, camp: winCamp(s, x), x };
  const camp = CAMP_ORDER.find((c) => c === x);
  if (!camp) throw new Error(`Skadi: unknown camp "${x}"`);
  return { how: 'reboot', camp, x };
}

export const skadi = step({
  id: 'skadi',
  title: 'Skadi',
  role: 'skadi',
  // Her choice is on the third night (000:333); she acts even C, Q or M (000:361).
  inert: (s) => {
    const who = partyHolder(s, 'skadi');
    if (!who) return 'personne n’a la carte Skadi';
    if (s.rs.skadiDone) return 'Skadi a déjà choisi son camp';
    if (s.clock.day !== 3) return 'Skadi choisit la troisième nuit';
    return null;
  },
  line: () =>
    'Skadi ouvre les yeux. Utilise-t-elle son reboot pour choisir son camp, ou me désigne-t-elle un joueur dont elle rejoint le camp ?',
  // The book: 000:361.
  notes: () => [
    'Elle choisit même si elle est dans le coma, quasi-morte ou morte. Après un reboot, elle m’indique son camp par un geste.',
  ],
  wakes: (s) => [partyHolder(s, 'skadi')!],
  prompt: (s) => {
    const options: { value: SkadiChoice; label: string }[] = [
      ...skadiCamps(s).map((c): { value: SkadiChoice; label: string } => ({
        value: `reboot:${c}`,
        label: `Reboot, puis le camp ${campName(c)}`,
      })),
      ...s.order
        .filter((id) => playerRead(s.players, id).role !== 'skadi')
        .map((id): { value: SkadiChoice; label: string } => ({
          value: `joueur:${id}`,
          label: `Le camp ${de(name(s, id))}`,
        })),
    ];
    return { kind: 'choice', label: 'Choix de Skadi', options };
  },
  resolve(ctx, value) {
    const s = ctx.s;
    const who = partyHolder(s, 'skadi')!;
    act(ctx, who, 'skadi');
    // Pointing at a player: she joins the camp that player plays for (a lover's is the lovers', 000:151).
    const { how, camp, x } = readChoice(s, value);
    if (how === 'reboot') {
      spend(ctx, who, 'reboot');
      ctx.s.rs.reboot = true;
      // The book: 000:349-355.
      ctx.emit(
        'skadi',
        { to: 'mj' },
        'Skadi utilise son reboot : chaque pouvoir à usage unique pourra servir deux fois.',
      );
    }
    if (camp === 'mc' && doublesMC(s, how)) ctx.s.rs.mcDouble = true;
    ctx.s.rs.camps[who] = [camp];
    ctx.s.rs.skadiDone = true;
    tell(ctx, {
      to: [who],
      type: 'skadi',
      text: `Skadi rejoint le camp ${campName(camp)}${how === 'joueur' ? ` (celui ${de(name(s, x))})` : ''}.`,
      data: { camp },
    });
    // Every camp but the Idéalistes is called in turn, whichever she chose, so the table cannot tell (000:341).
    for (const c of skadiCamps(s).filter((c) => c !== 'idealistes'))
      ctx.react('skadi-equipe', { camp: c, joined: c === camp });
  },
});

type EquipeArgs = QSteps['skadi-equipe'];

/** How the MJ calls a camp: « Minus et Cortex », « Les Reptiliens ». */
const called = (camp: CampId): string => (camp === 'mc' ? 'Minus et Cortex' : `Les ${campName(camp)}`);

/** Who opens their eyes when the MJ calls `camp` after Skadi's choice: the members who know each other, and Skadi if it is hers. */
function equipeWakes(s: QGame, { camp, joined }: EquipeArgs): PlayerId[] {
  const me = partyHolder(s, 'skadi')!;
  const team = knows(camp) ? members(s, camp).filter((id) => id !== me && health(s, id) !== 'M') : [];
  return s.order.filter((id) => (id === me && joined) || team.includes(id));
}

export const skadiEquipe = step({
  id: 'skadi-equipe',
  title: 'Skadi et son nouveau camp',
  line: (_s, { camp }) =>
    knows(camp)
      ? `${called(camp)} ouvrent les yeux : si Skadi les a rejoints, elle ouvre les yeux avec eux. Puis ils se rendorment.`
      : `${called(camp)} : si Skadi les a rejoints, elle ouvre les yeux un instant. Puis elle se rendort.`,
  notes: (s, a) => {
    // Whom to wake is the call's header (its `wakes`); said here only when nobody opens his eyes.
    const out = equipeWakes(s, a).length === 0 ? ['À réveiller : personne.'] : [];
    if (a.joined) out.push(`Skadi a rejoint les ${campName(a.camp)}.`);
    // The book: 000:359.
    if (a.joined && s.rs.mcDouble)
      out.push(
        'Minus et Cortex désigneront le double de cibles à leur prochaine phase : annoncez-le à la table, sans dire qui est Skadi.',
      );
    // The book: 000:693.
    if (!knows(a.camp)) out.push('Les membres de ce camp ne se connaissent pas : ils gardent les yeux fermés.');
    return out;
  },
  wakes: (s, a) => equipeWakes(s, a),
  prompt: () => ack(),
  resolve() {},
});
