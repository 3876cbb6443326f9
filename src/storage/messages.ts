/**
 * French texts shown to the MJ when storage misbehaves. Kept together so the
 * wording stays consistent between thrown errors and cross-tab alerts.
 */
import { typo } from '../engine/french';

export const MSG_QUOTA =
  'Le stockage de l’appareil est plein : la dernière réponse n’a pas été enregistrée. ' +
  'Libérez de l’espace (ou exportez puis supprimez d’anciennes parties) et réessayez.';

/** A write refused because another tab upgraded the database: what was confirmed before is stored, this is not. */
export const MSG_OTHER_TAB = typo(
  'Veilleur a été mis à jour dans un autre onglet : cette opération n’a pas été enregistrée (les réponses confirmées avant elle le sont). Rechargez cette page pour continuer.',
);

/** The banner when another tab upgraded the database. */
export const MSG_OTHER_TAB_ALERT = typo(
  'Veilleur a été mis à jour dans un autre onglet : les réponses confirmées jusqu’ici sont enregistrées, mais cette page ne peut plus rien enregistrer. Rechargez-la pour continuer.',
);

/** The banner when another tab deleted the database: nothing is stored any more, not even what was. */
export const MSG_DELETED_ELSEWHERE = typo(
  'Les données de Veilleur ont été supprimées depuis un autre onglet : plus rien n’est enregistré sur cet appareil, ni les réponses déjà données ni les suivantes.',
);

/** A write refused after another tab deleted the database. */
export const MSG_NOT_STORED_DELETED = typo(
  'Rien n’a été enregistré : les données de Veilleur ont été supprimées depuis un autre onglet. ' +
    'Exportez la partie ou réenregistrez-la sur cet appareil (en haut de l’écran), puis recommencez.',
);

export const MSG_BLOCKED =
  'Une autre page de Veilleur, ouverte avec une ancienne version, bloque la mise à jour : fermez ou rechargez les autres onglets de Veilleur.';

export const MSG_UNAVAILABLE = typo(
  'Le stockage de ce navigateur est indisponible (navigation privée ou stockage désactivé ?) : rien n’a été enregistré, ' +
    'et Veilleur ne peut pas enregistrer de partie ici. Ouvrez-le dans une fenêtre de navigation normale.',
);

/** Shown with the game on screen when storage is gone: the way out, before any reload. */
export const MSG_RESCUE = typo(
  'La partie affichée est complète en mémoire (toutes ses réponses confirmées) : exportez-la, ou réenregistrez-la sur cet appareil, avant de fermer ou de recharger cet onglet.',
);

export const MSG_CLOSED_BY_BROWSER = typo(
  'Le navigateur a fermé la base de Veilleur (manque de place sur l’appareil, ou données effacées) : ' +
    'les parties enregistrées ont peut-être disparu de cet appareil. Ne rechargez pas une partie ouverte avant de l’avoir exportée.',
);

/** After `MSG_CLOSED_BY_BROWSER`, once the MJ stored the game on screen again. */
export const STORED_AGAIN = typo(
  'La partie affichée est de nouveau enregistrée sur cet appareil. Les autres parties ont peut-être disparu : importez leurs sauvegardes si besoin.',
);

export const MSG_GAME_MISSING = 'Cette partie est introuvable : elle a peut-être été supprimée dans un autre onglet.';

export const MSG_CONFLICT = typo(
  'Cette partie a avancé dans un autre onglet : votre réponse n’a pas été enregistrée dans la partie. ' +
    'Elle est gardée de côté, et l’écran montre maintenant la partie telle qu’elle est enregistrée.',
);

export function msgUnknown(name: string): string {
  return `Erreur de stockage inattendue (${name}) : l’opération n’a pas été enregistrée. Rechargez la page et réessayez.`;
}
