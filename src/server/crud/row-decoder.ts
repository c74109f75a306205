/**
 * A stored row as the API answers it: its columns decoded (codec.ts) and, for a reader, only what that reader may
 * see (row-view.ts). Nothing is read from the database here.
 */
import type { Resource } from '../../registry/resource.ts';
import { viewRow, type Viewer } from '../access/row-view.ts';
import { fromColumns, type Row } from './codec.ts';

export type DecodeRow = (resource: Resource, row: Row, viewer?: Viewer) => Row;

/** `fileLink` turns a stored private file into a link the reader may follow for a while. */
export const createRowDecoder =
  (fileLink: (path: string) => string): DecodeRow =>
  (resource, row, viewer) => {
    const decode = (hidden?: readonly string[]) => fromColumns(resource, row, fileLink, hidden);
    // Without a reader (the server's own use, an account answering about itself) the row is decoded whole.
    return viewer ? viewRow(resource, row, viewer, decode) : decode();
  };
