/** The JS port of the Snowball stemmers ships without types. */
declare module "snowball-stemmers" {
  export interface SnowballStemmer {
    stem(word: string): string;
  }
  export function newStemmer(algorithm: string): SnowballStemmer;
  export function algorithms(): string[];
}
