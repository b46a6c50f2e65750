import type { AnalyzerLanguage } from "./analyzer-language";

/** Lucene's Dutch stop set: words that carry no meaning in a product search. */
const DUTCH = `de en van ik te dat die in een hij het niet zijn is was op aan met als voor had er maar om
hem dan zou of wat mijn men dit zo door over ze zich bij ook tot je mij uit der daar haar naar heb hoe
heeft hebben deze u want nog zal me zij nu ge geen omdat iets worden toch al waren veel meer doen toen
moet ben zonder kan hun dus alles onder ja eens hier wie werd altijd doch wordt wezen kunnen ons zelf
tegen na reeds wil kon niets uw iemand geweest andere`;

/** Lucene's English stop set. */
const ENGLISH = `a an and are as at be but by for if in into is it no not of on or such that the their
then there these they this to was will with`;

const toSet = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

export const STOP_WORDS: Record<AnalyzerLanguage, ReadonlySet<string>> = {
  nl: toSet(DUTCH),
  en: toSet(ENGLISH),
};
