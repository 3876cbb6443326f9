import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { VoiceSettingsPanel } from '../../src/ui/voice/VoiceSettingsPanel';
import {
  adoptDefault,
  DEFAULT_VOICE,
  defaultSettings,
  gameSettings,
  parseSettings,
  saveDefaultSettings,
  saveGameSettings,
} from '../../src/ui/voice/settings';

afterEach(() => localStorage.clear());

describe('le réglage « Voix »', () => {
  it('désactivée par défaut, pause de 5 à 12 s', () => {
    expect(gameSettings('g1')).toEqual(DEFAULT_VOICE);
    expect(DEFAULT_VOICE.mode).toBe('off');
    expect([DEFAULT_VOICE.pauseMin, DEFAULT_VOICE.pauseMax]).toEqual([5, 12]);
  });
  it('par partie, avec un défaut pour les nouvelles parties que les parties déjà réglées ne suivent pas', () => {
    saveGameSettings('g1', { ...DEFAULT_VOICE, mode: 'read' });
    saveDefaultSettings({ ...DEFAULT_VOICE, mode: 'guided' });
    expect(gameSettings('g1').mode).toBe('read');
    adoptDefault('g2');
    expect(gameSettings('g2').mode).toBe('guided');
    saveDefaultSettings(DEFAULT_VOICE);
    expect(gameSettings('g2').mode).toBe('guided');
  });
  it('« les appels où je touche seulement des joueurs passent seuls » : allumé par défaut, par partie et pour les nouvelles', () => {
    expect(DEFAULT_VOICE.touchAlone).toBe(true);
    saveGameSettings('g1', { ...DEFAULT_VOICE, mode: 'guided', touchAlone: false });
    expect(gameSettings('g1').touchAlone).toBe(false);
    expect(gameSettings('g2').touchAlone).toBe(true);
    saveDefaultSettings({ ...DEFAULT_VOICE, touchAlone: false });
    adoptDefault('g3');
    expect(gameSettings('g3').touchAlone).toBe(false);
    saveDefaultSettings(DEFAULT_VOICE);
    expect(gameSettings('g3').touchAlone).toBe(false);
    // Stored before the setting existed, or damaged: the default's.
    localStorage.setItem('veilleur.voix.partie.g4', JSON.stringify({ mode: 'guided', touchAlone: 'oui' }));
    expect(gameSettings('g4')).toEqual({ ...DEFAULT_VOICE, mode: 'guided', touchAlone: true });
  });
  it('la case des appels où je touche seulement des joueurs règle la partie', async () => {
    const user = userEvent.setup();
    render(<VoiceSettingsPanel gameId="g1" />);
    const box = screen.getByRole('checkbox', { name: /touche seulement des joueurs/ });
    expect((box as HTMLInputElement).checked).toBe(true);
    await user.click(box);
    expect(gameSettings('g1').touchAlone).toBe(false);
    expect(defaultSettings().touchAlone).toBe(true);
  });
  it('une valeur stockée abîmée retombe sur le défaut, champ par champ', () => {
    expect(parseSettings('nimp')).toEqual(DEFAULT_VOICE);
    expect(parseSettings({ mode: 'fort', rate: 9, pauseMin: 8, pauseMax: 3 })).toEqual({
      ...DEFAULT_VOICE,
      pauseMin: 8,
      pauseMax: 12,
    });
    localStorage.setItem('veilleur.voix.partie.g3', '{pas du json');
    expect(gameSettings('g3')).toEqual(DEFAULT_VOICE);
  });
});
