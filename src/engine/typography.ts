/**
 * French typography for messages built in code: a non-breaking space before
 * « : ; ! ? » and inside « », so a line never breaks between a word and its
 * colon or its guillemet.
 */
export function frenchSpaces(text: string): string {
  return text.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}
