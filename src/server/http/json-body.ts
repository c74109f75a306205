/**
 * The JSON body parser. Before JSON.parse it reads the text once and refuses, with a 400 a person can act on,
 * what JSON.parse would take but the server should not: nesting deeper than `maxJsonDepth` (a body of a
 * million brackets parses, then overflows the stack of whatever walks it), a key given twice in one object
 * (JSON.parse keeps the last silently), numbers beyond a double's range (1e400 would become Infinity), and the
 * keys that poison prototypes (`__proto__`, `constructor.prototype`), as Fastify's own parser does, and objects of
 * more keys than any form has (each unknown key is named in the refusal, so thousands of them made an answer ten
 * times the size of the request).
 */
import type { FastifyInstance } from 'fastify';
import { HttpError, badRequest } from '../http-error.ts';

export const maxJsonDepth = 20;
/** Keys in one object: twice the widest resource (about 50 fields); a key's length: far beyond any field's name. */
export const maxJsonKeys = 100;
export const maxJsonKeyLength = 200;

const unreadable = 'The request could not be read. Check that the body is valid JSON.';

interface Container {
  /** The keys seen so far, for an object; null for a list. */
  keys: Set<string> | null;
  /** The key this container is the value of, in its parent object. */
  parentKey: string | null;
  /** The last key read in this object, until its value is read. */
  lastKey: string | null;
}

const QUOTE = 34;
const BACKSLASH = 92;
const numberChar = /[0-9eE+.-]/;

/** Throws a 400 for a body JSON.parse would accept but the server refuses; syntax errors are left to JSON.parse. */
export const checkJsonText = (text: string) => {
  const stack: Container[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      let end = i + 1;
      let escaped = false;
      while (end < text.length) {
        const d = text.charCodeAt(end);
        if (d === BACKSLASH) {
          escaped = true;
          end += 2;
        } else if (d === QUOTE) break;
        else end += 1;
      }
      if (end >= text.length) return; // an unfinished string: JSON.parse says so
      const top = stack[stack.length - 1];
      if (expectKey && top?.keys) {
        let key: string;
        try {
          key = escaped ? (JSON.parse(text.slice(i, end + 1)) as string) : text.slice(i + 1, end);
        } catch {
          return;
        }
        const where = stack.length === 1 ? '' : ' (in a nested object)';
        if (top.keys.has(key))
          throw badRequest(
            `The field "${key}" is given twice${where}; send it once.`,
            stack.length === 1 ? { [key]: 'This field is given twice.' } : undefined,
          );
        if (key === '__proto__' || (key === 'prototype' && top.parentKey === 'constructor')) throw badRequest(`The key "${key}" is not allowed in a request.`);
        if (key.length > maxJsonKeyLength)
          throw badRequest(`A key in the body is longer than ${maxJsonKeyLength} characters${where}; send only the fields the request takes.`);
        if (top.keys.size === maxJsonKeys)
          throw badRequest(`An object in the body has more than ${maxJsonKeys} keys${where}; send only the fields the request takes.`);
        top.keys.add(key);
        top.lastKey = key;
        expectKey = false;
      }
      i = end;
      continue;
    }
    switch (c) {
      case 123: // an object opens
      case 91: {
        // or a list
        const parent = stack[stack.length - 1];
        stack.push({ keys: c === 123 ? new Set() : null, parentKey: parent?.keys ? parent.lastKey : null, lastKey: null });
        if (stack.length > maxJsonDepth) throw badRequest(`The JSON body is nested too deeply: at most ${maxJsonDepth} levels of objects and lists.`);
        expectKey = c === 123;
        break;
      }
      case 125: // }
      case 93: // ]
        stack.pop();
        expectKey = false;
        break;
      case 44: // ,
        expectKey = Boolean(stack[stack.length - 1]?.keys);
        break;
      default:
        if ((c >= 48 && c <= 57) || c === 45) {
          let end = i + 1;
          while (end < text.length && numberChar.test(text[end]!)) end += 1;
          const token = text.slice(i, end);
          const value = Number(token);
          if (!Number.isNaN(value) && !Number.isFinite(value))
            throw badRequest(`The number ${token.length > 40 ? `${token.slice(0, 40)}…` : token} is out of range.`);
          i = end - 1;
        }
    }
  }
};

export const parseJsonBody = (text: string): unknown => {
  if (text.trim() === '') throw new HttpError(400, 'The request body is empty; send the fields as JSON.');
  checkJsonText(text);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, unreadable);
  }
};

/** Replaces Fastify's JSON parser (same content type and body limit) with the checked one. */
export const jsonBodies = (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Many HTTP clients name JSON on every request: a DELETE (signing out) carries nothing to read.
    if (request.method === 'DELETE' && (body as string).trim() === '') return done(null, undefined);
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
};
