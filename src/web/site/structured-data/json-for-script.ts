/** JSON to put inside a `<script>` tag: `<` never closes the script early, whatever a record's text holds. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
