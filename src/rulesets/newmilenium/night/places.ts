/**
 * The night's map for the MJ (003:10-13, 78): the houses where something
 * differs from a quiet night — someone sleeps elsewhere, hides, lies dead, or
 * the house is protected or salbatarised — with who is there. A quiet night
 * shows no map.
 */
import { type PlaceRow, typo } from '../../../engine';
import { housesInPlay, inHouse, isHidden } from '../queries/houses';
import { alive, houseName } from '../queries/people';
import type { NGame } from '../types';

export function nightPlaces(s: NGame): PlaceRow[] {
  const n = s.rs.night;
  const quiet = (house: string) => {
    const inside = inHouse(s, house);
    return (
      inside.length === 1 &&
      inside[0] === house &&
      alive(s, house) &&
      !n.protected.includes(house) &&
      !n.salbatar.includes(house)
    );
  };
  return housesInPlay(s)
    .filter((house) => !quiet(house))
    .map((house) => {
      const marks = [
        n.protected.includes(house) ? 'protégée' : '',
        n.salbatar.includes(house) ? 'salbatarisée' : '',
      ].filter(Boolean);
      const label = houseName(s, house);
      return {
        key: house,
        kind: 'house',
        label: typo(
          marks.length > 0
            ? `${label[0]!.toUpperCase()}${label.slice(1)} (${marks.join(', ')})`
            : `${label[0]!.toUpperCase()}${label.slice(1)}`,
        ),
        occupants: inHouse(s, house).map((id) => ({
          id,
          label: !alive(s, id) ? 'mort·e' : isHidden(s, id) ? 'planqué·e' : id === house ? 'chez soi' : 'échange',
        })),
      };
    });
}
