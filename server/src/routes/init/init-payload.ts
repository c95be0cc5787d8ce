// /init's reply as JSON bytes, spliced from pre-serialised parts. What every member reading in one
// language shares (settings, texts, structure, brand and the constants: SharedInit) is serialised
// once per version of those parts; a request serialises only its own (user, page, permissions, view-as).
// The bytes are those the InitReply schema's serialiser writes for the whole reply, same order
// included (init-payload.test.ts), and the route still declares that schema, so the contract and
// the API reference are unchanged; sent as a Buffer, the reply skips Fastify's serialiser.
import { allSchemas, schemaRef, type InitReply } from '@tessera/schemas';
import { oncePerSources } from '../../cache/once-per-sources.ts';
import { lazySerializer } from '../../http/schema-compilers.ts';

const SHARED_PARTS = ['settings', 'i18n', 'structure', 'basePaths', 'dataPrivacy', 'activeBrandSettings', 'generalAccessPermitted'] as const;
type SharedPart = (typeof SHARED_PARTS)[number];
type OwnPart = Exclude<keyof InitReply, SharedPart>;

/** The parts of /init every member reading in the same language gets. */
export type SharedInit = Pick<InitReply, SharedPart>;
/** The parts of /init that are the member's own. */
export type OwnInit = Pick<InitReply, OwnPart>;

const INIT_REPLY = schemaRef('api/init', 'initReply');
// Compiled on first use, as every route's serialiser is (schema-compilers.ts), not at each start.
const partSerializer = (part: keyof InitReply) => lazySerializer({ $ref: `${INIT_REPLY}/properties/${part}` });

/** The reply's properties in the order the schema lists them, which is the order its serialiser writes. */
const initDefs = allSchemas.find((schema) => schema.$id === schemaRef('api/init'))?.$defs as { initReply: { properties: object } };
const PROPERTY_ORDER = Object.keys(initDefs.initReply.properties) as (keyof InitReply)[];
const isShared = (part: keyof InitReply): part is SharedPart => (SHARED_PARTS as readonly string[]).includes(part);
const OWN_ORDER = PROPERTY_ORDER.filter((part): part is OwnPart => !isShared(part));

const serializeShared = Object.fromEntries(SHARED_PARTS.map((part) => [part, partSerializer(part)])) as Record<SharedPart, (value: unknown) => string>;
const pageJson = lazySerializer({ $ref: schemaRef('page') });
const serializeOwn: { [Part in OwnPart]: (value: InitReply[Part]) => string } = {
  user: partSerializer('user'),
  // The schema's `anyOf [page, null]` would have the serialiser validate the page to choose.
  page: (page) => (page === null ? 'null' : pageJson(page)),
  permissions: partSerializer('permissions'),
  visiblePermissions: partSerializer('visiblePermissions'),
  viewAs: partSerializer('viewAs'),
  structureRevision: partSerializer('structureRevision'),
};

/**
 * The reply's bytes around the own parts: piece i comes before OWN_ORDER[i], the last closes the
 * object. Made once per SharedInit object (init-reply.ts keeps one per version of its sources).
 */
const sharedPieces = oncePerSources((shared: SharedInit): Buffer[] => {
  const pieces: Buffer[] = [];
  let text = '{';
  PROPERTY_ORDER.forEach((part, index) => {
    text += `${index === 0 ? '' : ','}${JSON.stringify(part)}:`;
    if (isShared(part)) {
      text += serializeShared[part](shared[part]);
    } else {
      pieces.push(Buffer.from(text));
      text = '';
    }
  });
  pieces.push(Buffer.from(`${text}}`));
  return pieces;
});

/** /init's reply as JSON: the shared parts' bytes with the member's own parts serialised between them. */
export function initPayload(shared: SharedInit, own: OwnInit): Buffer {
  const pieces = sharedPieces(shared);
  const chunks: Buffer[] = [];
  OWN_ORDER.forEach((part, index) => {
    chunks.push(pieces[index]!, Buffer.from((serializeOwn[part] as (value: unknown) => string)(own[part])));
  });
  chunks.push(pieces[OWN_ORDER.length]!);
  return Buffer.concat(chunks);
}
