/**
 * French texts shown to the MJ when storage misbehaves. Kept together so the
 * wording stays consistent between thrown errors and cross-tab alerts.
 */

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

export const MSG_GAME_MISSING = 'Cette partie est introuvable : elle a peut-être été supprimée dans un autre onglet.';

export function msgUnknown(name: string): string {
  return `Erreur de stockage inattendue (${name}) : l’opération n’a pas été enregistrée. Rechargez la page et réessayez.`;
}
