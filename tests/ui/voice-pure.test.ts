import { describe, expect, it } from 'vitest';
import type { CallView, Effect } from '../../src/engine';
import { drawPause, nextAnswer, runsAlone, runsByItself } from '../../src/ui/voice/autorun';
import { splitSentences } from '../../src/ui/voice/sentences';
import { createGame } from '../../src/engine';
import { thiercelieux } from '../../src/rulesets/thiercelieux';
import { publicSentences, utterancesAt } from '../../src/ui/voice/utterances';
import { frenchVoices, pickVoice, type VoiceInfo } from '../../src/ui/voice/voices';

const voice = (voiceURI: string, lang: string, localService: boolean, isDefault = false): VoiceInfo => ({
  voiceURI,
  name: voiceURI,
  lang,
  localService,
  default: isDefault,
});

describe('le choix de la voix française', () => {
  const voices = [
    voice('en', 'en-US', true, true),
    voice('ca-net', 'fr-CA', false),
    voice('fr-net', 'fr-FR', false),
    voice('ca-local', 'fr-CA', true),
    voice('fr-local', 'fr_FR', true),
    voice('frisian', 'fy-NL', true),
  ];
  it('hors ligne d’abord, fr-FR puis fr-*, jamais une autre langue', () => {
    expect(frenchVoices(voices).map((v) => v.voiceURI)).toEqual(['fr-local', 'ca-local', 'fr-net', 'ca-net']);
  });
  it('garde la voix choisie si l’appareil l’a encore, sinon la meilleure', () => {
    expect(pickVoice(voices, 'ca-net')?.voiceURI).toBe('ca-net');
    expect(pickVoice(voices, 'disparue')?.voiceURI).toBe('fr-local');
    expect(pickVoice(voices, 'en')?.voiceURI).toBe('fr-local');
    expect(pickVoice([voice('en', 'en-GB', true)], null)).toBeNull();
  });
});

describe('les lignes longues, dites phrase par phrase', () => {
  it('coupe aux fins de phrase, garde les guillemets avec leur phrase', () => {
    expect(splitSentences('Le village s’endort. La Voyante se réveille ! Qui « voit » ? Fin…')).toEqual([
      'Le village s’endort.',
      'La Voyante se réveille !',
      'Qui « voit » ?',
      'Fin…',
    ]);
  });
  it('une phrase trop longue est coupée à une virgule ou une espace, rien ne se perd', () => {
    const long = Array.from({ length: 40 }, (_, i) => `mot${i}`).join(', ') + '.';
    const parts = splitSentences(long, 60);
    expect(parts.every((p) => p.length <= 60)).toBe(true);
    expect(parts.join(' ').replace(/\s+/g, ' ')).toBe(long);
    expect(splitSentences('   ')).toEqual([]);
  });
});

const call = (patch: Partial<CallView> = {}): CallView => ({
  step: 'x',
  title: 'Titre secret du MJ',
  line: 'La Voyante se réveille.',
  notes: [],
  inert: null,
  prompt: { kind: 'ack' },
  reaction: false,
  ...patch,
});

describe('ce qui passe seul en nuit guidée', () => {
  it('un appel sans effet, ou un « Suivant » nu, la nuit seulement', () => {
    expect(runsByItself(call({ inert: 'morte', prompt: { kind: 'ack' } }), [], 'night')).toBe(true);
    expect(runsByItself(call(), [], 'night')).toBe(true);
    expect(runsByItself(call(), [], 'day')).toBe(false);
    expect(runsByItself(call(), [], 'dawn')).toBe(false);
  });
  it('une note qui informe seulement ne retient pas l’appel (Veilleur l’a déjà appliquée)', () => {
    expect(runsByItself(call({ notes: ['Le médecin avance ses recherches\u00a0: 1 nuit.'] }), [], 'night')).toBe(true);
    expect(runsByItself(call({ notes: ['Rien à mettre à jour.'] }), [], 'night')).toBe(true);
  });
  it('attend le MJ dès qu’il y a quelque chose à faire', () => {
    const prompt = { kind: 'players', min: 1, max: 1, candidates: ['p1'], label: 'Cible' } as CallView['prompt'];
    expect(runsByItself(call({ prompt }), [], 'night')).toBe(false);
    expect(runsByItself(call({ prompt: { kind: 'ack', label: 'Montrez la carte' } }), [], 'night')).toBe(false);
    expect(runsByItself(call({ notes: ['Réveillez p1'] }), [], 'night')).toBe(false);
    expect(runsByItself(call({ notes: ['Montrez à la Voyante la carte de p1 : Loup-Garou.'] }), [], 'night')).toBe(
      false,
    );
    expect(runsByItself(call({ notes: ['Je touche la tête de p1 et p2.'] }), [], 'night')).toBe(false);
    expect(runsByItself(call({ places: [] }), [], 'night')).toBe(false);
    expect(runsByItself(call({ line: 'Je touche les deux amoureux. Ils se réveillent.' }), [], 'night')).toBe(false);
    const effects: Effect[][] = [
      [{ type: 'wake', players: ['p1'] }],
      [{ type: 'documents', docs: [] }],
      [{ type: 'timer', seconds: 60, label: 'x', publicLabel: null }],
      [{ type: 'ring' }],
    ];
    for (const fx of effects) expect(runsByItself(call(), fx, 'night')).toBe(false);
    expect(runsByItself(null, [], 'night')).toBe(false);
  });
  it('un appel sans effet passe seul même si la voix en a tu une phrase ; un autre attend', () => {
    // 000/001 call absent roles anyway: an inert call names a card the filter cannot prove heard, nothing more.
    expect(runsAlone(call({ inert: 'personne dans ce camp' }), [], 'night', false)).toBe(true);
    expect(runsAlone(call(), [], 'night', false)).toBe(false);
    expect(runsAlone(call(), [], 'night', true)).toBe(true);
    expect(runsAlone(call({ inert: 'morte' }), [], 'day', false)).toBe(false);
  });
  it('envoie exactement le « Suivant » du MJ', () => {
    expect(nextAnswer(call({ step: 'voyante' }))).toEqual({ kind: 'answer', step: 'voyante', value: null });
  });
  it('la pause est tirée dans l’intervalle du MJ', () => {
    expect(drawPause(5, 12, () => 0)).toBe(5000);
    expect(drawPause(5, 12, () => 0.999999)).toBe(12000);
    expect(drawPause(12, 5, () => 0.5)).toBe(8500);
  });
});

describe('ce qui est dit', () => {
  it('les annonces puis la ligne, jamais le titre, les notes ni la raison « sans effet »', () => {
    const s = started();
    const said = utterancesAt(
      thiercelieux,
      s,
      call({ title: 'La Voyante', notes: ['Note MJ'], inert: 'raison secrète' }),
      [
        { type: 'announce', lines: ['Alice est morte cette nuit.'] },
        { type: 'wake', players: ['p1'] },
      ],
    );
    expect(said).toEqual({ lines: ['Alice est morte cette nuit.', 'La Voyante se réveille.'], wholeLine: true });
  });
  it('de la ligne, seulement les phrases sans nom de joueur, sans consigne au MJ, sans carte non appelée', () => {
    const s = started();
    const line =
      'La Sorcière se réveille. Je lui montre la victime de cette nuit : Bruno. Montrez-lui le pouce. Le Loup-Garou dort. Elle se rendort.';
    expect(publicSentences(thiercelieux, s, call({ title: 'La Sorcière', line }))).toEqual({
      lines: ['La Sorcière se réveille.', 'Elle se rendort.'],
      wholeLine: false,
    });
  });
  it('dit la question posée à un joueur sur sa nuit (« aviez-vous »), pas les consignes au MJ en -iez (« Vérifiez »)', () => {
    const s = started();
    const line = 'Procureur, où aviez-vous placé la caméra thermique cette nuit ? Vérifiez la carte. Copiez-la.';
    expect(publicSentences(thiercelieux, s, call({ title: 'La caméra du Procureur', line }))).toEqual({
      lines: ['Procureur, où aviez-vous placé la caméra thermique cette nuit ?'],
      wholeLine: false,
    });
  });
});

function started() {
  const names = ['Alice', 'Bruno', 'Chloé', 'David', 'Emma', 'Farid', 'Gaëlle', 'Hugo'];
  const players = names.map((name, i) => ({ id: `p${i + 1}`, name }));
  const g = createGame(thiercelieux, {
    rulesetId: 'thiercelieux',
    options: {},
    players,
    composition: thiercelieux.suggestComposition(8, {}),
    seed: 'voix',
  });
  if (!g.ok) throw new Error(g.error);
  return g.value;
}
