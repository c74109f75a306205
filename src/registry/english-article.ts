/** "an event", "an employer", but "a university": a vowel letter that sounds "you" takes "a". */
export const withArticle = (word: string) => `${/^[aeiou]/i.test(word) && !/^(uni|use|eu)/i.test(word) ? 'an' : 'a'} ${word}`;
