/**
 * NewMilenium's orders as players write them in their private messages
 * (003:12-20, 68-127): each phrasing mapped to an order kind of the books
 * (`orders/day.ts`, `orders/night.ts`) and the way its value is written. A
 * house is named by its owner (« la maison d'Emma »). Read by the engine's
 * message reader (`engine/message-reader.ts`); whether an order is allowed
 * is the book's own check, never this table's. Patterns are matched on
 * folded text (lower case, no accents); narrow phrasings come first. The
 * roles and the Assassin's targets drawn at the start (`role-1`, `cibles`)
 * are the MJ's draw, not a message.
 */
import { UNVOTE, UNVOTE_WHEN, type Phrase, type PhraseTable } from '../../engine';

const players = { players: true } as const;
/** The second role of a player, as a message names it. */
const SECOND = String.raw`(second|seconde|deuxieme|2e|2eme|2nd|2nd|autre)`;
const HELP = String.raw`(renforc\w*|boost\w*|aide|aider|j'aide|sympathique|sympa)`;

const PHRASES: readonly Phrase[] = [
  // The Maire (003:17-19): candidacy, votes, removal.
  {
    kind: 'candidat',
    when: /\b(je me presente|je me porte candidat\w*|candidat\w*|je postule|candidature)\b/,
    value: { is: 'oui' },
  },
  {
    kind: 'destitution',
    when: /\b(destitu\w*|on vire le maire|virer le maire|renverser le maire|a bas le maire)\b/,
    value: {
      choice: {
        non: ['non', 'pas de destitution', 'contre la destitution', 'je ne veux pas'],
        oui: ['oui', 'destitution', 'destituer', 'destitue', 'vire', 'virer', 'renverser', 'bas'],
      },
    },
  },
  {
    kind: 'vote-maire',
    when: /\b(maire|mairie)\b.*\b(blanc|personne|nul)\b|\b(blanc|nul)\b.*\b(maire|mairie)\b/,
    value: { is: [] },
  },
  {
    kind: 'vote-maire',
    when: /\b(pour|comme|au poste de|elire|j'elis|election)\b(?=.*\b(maire|mairie)\b)|\b(maire|mairie)\b\s*:?/,
    value: players,
  },
  // House swaps (003:12).
  { kind: 'echange', when: /\b(echang\w*|swap|je troque (ma|de) maison|on inverse nos maisons)\b/, value: players },
  // Day powers (003:91-95).
  {
    kind: 'sympathique-2',
    when: new RegExp(`\\b${HELP}\\b(?=.*\\b${SECOND}\\b)|\\b${SECOND} role\\b`),
    value: players,
  },
  { kind: 'sympathique-1', when: new RegExp(`\\b${HELP}\\b|\\bpremier role\\b`), value: players },
  {
    kind: 'institutrice',
    when: /\b(institutri\w*|prive[rsz]? de vote|privee?s? de vote|retenue|au coin|punis?|punition)\b/,
    value: players,
  },
  {
    kind: 'chatelain',
    when: /\b(chatelain|annule\w* (le |son )?bucher|gracie\w*|sauve\w* du bucher)\b/,
    value: players,
  },
  {
    kind: 'araignee-mp',
    when: /\b(par|via) (le |la |les |mon |ma )?(lien|liens|fil|toile)\b|\bmessage (au|a mon) relie/,
    value: players,
  },
  { kind: 'lache', when: /\b(anonyme|lache|sans signer|sans signature)\b/, value: players },
  // Night orders (003:68-122).
  { kind: 'planque', when: /\b(planqu\w*|je me cache|cache|je dors chez|je me refugie|refuge)\b/, value: players },
  { kind: 'salbatar', when: /\b(salbatar\w*)\b/, value: players },
  {
    kind: 'voyante-natures',
    when: /\bnatures?\b/,
    value: players,
  },
  {
    kind: 'voyante-roles',
    when: /\b(voyante|j'epie|epie|epier|j'espionne|espionne|je regarde|roles?)\b/,
    value: players,
  },
  { kind: 'sorcier', when: /\b(sorcier|rituel|je maudis|malediction)\b/, value: players },
  { kind: 'salvateur', when: /\b(salvateur|protege\w*|protection|je garde|je veille sur)\b/, value: players },
  {
    kind: 'assassin',
    when: /\b(assassin\w*|je tue|je poignarde|j'elimine|meurtre|je traque|poignard)\b/,
    value: players,
  },
  {
    kind: 'necromancienne',
    when: /\b(necro\w*|ramene\w*|ressuscit\w*|resurrection|je ramene)\b/,
    value: players,
  },
  { kind: 'corbeau', when: /\b(corbeau|corbac|plume|voix (de plus|supplementaires?))\b/, value: players },
  { kind: 'araignee', when: /\b(araignee|je relie|relier|relie|toile|je tisse|lien entre)\b/, value: players },
  { kind: 'detective', when: /\b(detective|enquete\w*|j'enquete|investig\w*)\b/, value: players },
  // The bûcher (003:15) and the pack (003:20).
  // A vote taken back in the day's thread (read by `engine/message-thread.ts`): before the vote, which « mon vote » would read.
  { kind: UNVOTE, when: UNVOTE_WHEN, value: { is: null } },
  {
    kind: 'vote',
    when: /\b(je )?(re)?vote[rsz]?\b|\bvote\s*:|\bvoterai\b|\bmon vote\b|\bbucher\b|\bj'accuse\b|\bma voix\b/,
    value: players,
  },
  {
    kind: 'loups',
    when: /\b(loups?|meute|on attaque|j'attaque|attaque|on mange|on devore|on bouffe|croquer|victime|diner)\b/,
    value: players,
  },
];

/** Words of NewMilenium's orders never taken for a name. */
const STOPWORDS =
  'soir ce cette nuit demain aujourd hui alors donc enfin finalement plutot change changement avis role roles premier second deuxieme maire mairie encore bien'.split(
    ' ',
  );

export const newmileniumMessages: PhraseTable = { phrases: PHRASES, stopwords: STOPWORDS };
