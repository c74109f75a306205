/** Text made safe inside HTML or XML, as element text or a quoted attribute value: the five special characters as character references. */
export const escapeMarkup = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
