// The files area: uploads (multipart, streamed to the store), file data, field file lists,
// downloads, deletion and the image access token. Reading the bytes: routes/images.
import type { UploadFields } from '@tessera/schemas';
import { fileRoutes, type RouteDefinition } from '@tessera/schemas/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { signedIn } from '../../auth/authenticate.ts';
import { appError } from '../../errors.ts';
import { imageAccessTokens, IMAGE_TOKEN_PURPOSE } from '../../files/image-access-token.ts';
import { UploadRefused } from '../../files/upload-refusal.ts';
import { formatValidationErrors } from '../../http/error-handler.ts';
import { compileValidator } from '../../http/schema-compilers.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { deleteFile, saveFileData } from '../../operations/files/change-file.ts';
import { countDownload } from '../../operations/files/count-download.ts';
import { readFileList } from '../../operations/files/read-file-list.ts';
import { readFiles } from '../../operations/files/read-files.ts';
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from '@tessera/schemas';
import { storeUploads } from '../../operations/files/store-uploads.ts';
import type { ServerContext } from '../../server-context.ts';
import { discardStaged, receiveUpload, type StagedFile } from './receive-upload.ts';
import { refusalError } from './refusal-message.ts';
import { sendStoredFile } from '../images/send-stored-file.ts';

/** The text parts' validator of each upload route, compiled on first use (text coerced: '12' → 12). */
const fieldValidators = new WeakMap<RouteDefinition, ValidateFunction>();

function uploadFieldsOf(route: RouteDefinition, fields: Record<string, string>): UploadFields {
  let validate = fieldValidators.get(route);
  if (!validate) fieldValidators.set(route, (validate = compileValidator(route.upload!.fields, 'querystring')));
  const values: Record<string, unknown> = { ...fields };
  if (!validate(values)) throw appError('BAD_REQUEST', formatValidationErrors(validate.errors ?? [], 'fields').message);
  return values as UploadFields;
}

export const fileHandlers = (ctx: ServerContext) => {
  const tokens = imageAccessTokens(ctx.purposeKey(IMAGE_TOKEN_PURPOSE));

  /** Receives, checks and keeps an upload; a refusal answers in the member's language and keeps nothing. */
  async function upload(route: RouteDefinition, request: FastifyRequest, asAsset: boolean) {
    const account = signedIn(request);
    const accepts = route.upload!.accepts;
    let staged: StagedFile[] = [];
    try {
      const received = await receiveUpload(request, ctx.files, {
        upload: route.upload!, fileBytes: accepts === 'image' ? MAX_IMAGE_BYTES : MAX_DOCUMENT_BYTES, bodyBytes: route.bodyLimit!,
      });
      staged = received.files;
      const files = await storeUploads(ctx, ctx.files, account, { accepts, asAsset, fields: uploadFieldsOf(route, received.fields), files: staged });
      return { fileIds: files.map((file) => file.id), files };
    } catch (error) {
      if (error instanceof UploadRefused) throw await refusalError(ctx, account, error.refusal);
      throw error;
    } finally {
      await discardStaged(ctx.files, staged);
    }
  }

  return implementRoutes(fileRoutes)({
    getFiles: async (request) => ({ files: await readFiles(ctx.db, request.body.fileIds) }),
    uploadImage: (request) => upload(fileRoutes.uploadImage, request, false),
    assetUpload: (request) => upload(fileRoutes.assetUpload, request, true),
    uploadPostMedia: (request) => upload(fileRoutes.uploadPostMedia, request, false),
    saveFileData: (request) => saveFileData(ctx, signedIn(request), request.params.id, request.body.changes),
    fileList: async (request) => ({ files: await readFileList(ctx.db, request.params.fieldId, request.query) }),
    async download(request, reply: FastifyReply) {
      const file = await countDownload(ctx.db, request.params.id);
      if (!file) throw appError('FILE_NOT_FOUND');
      return sendStoredFile(ctx.files, reply, file, { attachment: true });
    },
    async deleteFile(request) {
      await deleteFile(ctx, signedIn(request), request.params.id);
      return { ok: true as const };
    },
    imageAccessToken: (request) => tokens.sign(signedIn(request).accountId),
  });
};
