/** French text helpers: the family's (names, elision, plurals). */
export * from '../quintebourg-family/text';
