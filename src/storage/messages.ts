/**
 * French texts shown to the MJ when storage misbehaves. Kept together so the
 * wording stays consistent between thrown errors and cross-tab alerts.
 */
import { typo } from '../engine/french';

export const MSG_QUOTA =
  'Le stockage de l’appareil est plein : la dernière réponse n’a pas été enregistrée. ' +
  'Libérez de l’espace (ou exportez puis supprimez d’anciennes parties) et réessayez.';

export const MSG_OTHER_TAB =
  'Veilleur a été mis à jour dans un autre onglet : rechargez cette page pour continuer (vos réponses sont enregistrées).';

export const MSG_DELETED_ELSEWHERE =
  'Les données de Veilleur ont été supprimées depuis un autre onglet : rechargez cette page.';

export const MSG_BLOCKED =
  'Une autre page de Veilleur, ouverte avec une ancienne version, bloque la mise à jour : fermez ou rechargez les autres onglets de Veilleur.';

export const MSG_UNAVAILABLE =
  'Le stockage de ce navigateur est indisponible (navigation privée ou stockage désactivé ?) : ' +
  'Veilleur ne peut pas enregistrer vos parties. Ouvrez-le dans une fenêtre de navigation normale.';

export const MSG_CLOSED_BY_BROWSER = typo(
  'Le navigateur a fermé la base de Veilleur (manque de place sur l’appareil, ou données effacées) : ' +
    'les parties enregistrées ont peut-être disparu de cet appareil. Ne rechargez pas une partie ouverte avant de l’avoir exportée.',
);

/** After `MSG_CLOSED_BY_BROWSER`, once the MJ stored the game on screen again. */
export const STORED_AGAIN =
  'La partie affichée est de nouveau enregistrée sur cet appareil. Les autres parties ont peut-être disparu : importez leurs sauvegardes si besoin.';

export const MSG_GAME_MISSING = 'Cette partie est introuvable : elle a peut-être été supprimée dans un autre onglet.';

export const MSG_CONFLICT = typo(
  'Cette partie a avancé dans un autre onglet : votre réponse n’a pas été enregistrée dans la partie. ' +
    'Elle est gardée de côté, et l’écran montre maintenant la partie telle qu’elle est enregistrée.',
);

export function msgUnknown(name: string): string {
  return `Erreur de stockage inattendue (${name}) : l’opération n’a pas été enregistrée. Rechargez la page et réessayez.`;
}
