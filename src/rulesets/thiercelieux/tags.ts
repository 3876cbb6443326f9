/** Flags on role cards (RoleDef.tags). */

/** A power the Ancien's death takes away (his curse on the village). */
export const VILLAGE_POWER = 'pouvoir-villageois';

/** A card the Transformiste can never play (004_d59078fd8312dd78.txt:564). */
export const NO_TRANSFORM = 'hors-transformiste';
