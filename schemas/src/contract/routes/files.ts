import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from '../../files/file-limits.ts';
import * as model from '../../generated/model-refs.ts';
import { idParams, databaseId } from '../params.ts';
import { routeArea } from '../route.ts';
import Type from 'typebox';

/** Room for the multipart framing and text parts besides the files' bytes. */
const FRAMING_BYTES = 64 * 1024;
const MAX_FILES_PER_UPLOAD = 10;

/** Bytes an upload of `maxFiles` files of at most `maxBytes` each may send in all. */
const uploadBodyLimit = (maxFiles: number, maxBytes: number) => maxFiles * maxBytes + FRAMING_BYTES;

export const fileRoutes = routeArea('files', {
  getFiles: {
    method: 'POST', path: '/files/getFiles', access: 'signedIn',
    summary: 'Several files by id; unknown ids and files the caller may not see are left out',
    body: model.GetFilesBody, reply: model.GetFilesReply, errors: [],
  },
  uploadImage: {
    method: 'POST', path: '/files/uploadImage', access: 'signedIn',
    summary: 'Stores uploaded images (multipart/form-data, parts named file, at most 5 MB each, checked by content)',
    upload: { accepts: 'image', maxFiles: MAX_FILES_PER_UPLOAD, fields: model.UploadFields },
    bodyLimit: uploadBodyLimit(MAX_FILES_PER_UPLOAD, MAX_IMAGE_BYTES),
    reply: model.UploadReply, errors: ['FILE_TOO_LARGE', 'TOO_MANY_FILES', 'FILE_TYPE_NOT_ACCEPTED'],
  },
  assetUpload: {
    method: 'POST', path: '/files/assetUpload', access: 'signedIn', permission: { action: 'manageEditMode', subject: 'items.blocks' },
    summary: 'Stores files for the site (images up to 5 MB; documents, audio and video up to 100 MB), for site builders',
    upload: { accepts: 'media', maxFiles: MAX_FILES_PER_UPLOAD, fields: model.UploadFields },
    bodyLimit: uploadBodyLimit(1, MAX_DOCUMENT_BYTES) + (MAX_FILES_PER_UPLOAD - 1) * MAX_IMAGE_BYTES,
    reply: model.UploadReply, errors: ['NOT_ALLOWED', 'FILE_TOO_LARGE', 'TOO_MANY_FILES', 'FILE_TYPE_NOT_ACCEPTED'],
  },
  uploadPostMedia: {
    method: 'POST', path: '/files/postMedia', access: 'signedIn',
    summary: "Stores a member's files for a user post (images up to 5 MB; audio, video and documents up to 100 MB), each checked by its content",
    upload: { accepts: 'media', maxFiles: 6, fields: model.UploadFields },
    bodyLimit: uploadBodyLimit(1, MAX_DOCUMENT_BYTES) + 5 * MAX_IMAGE_BYTES,
    reply: model.UploadReply, errors: ['FILE_TOO_LARGE', 'TOO_MANY_FILES', 'FILE_TYPE_NOT_ACCEPTED'],
  },
  saveFileData: {
    method: 'POST', path: '/files/{id}/data', access: 'signedIn',
    summary: "Changes a file's title, description or focal point (its owner, or an admin)",
    params: idParams, body: model.FileDataBody, reply: model.FileInfo, errors: ['NOT_ALLOWED', 'FILE_NOT_FOUND'], bodyLimit: 8 * 1024,
  },
  fileList: {
    method: 'GET', path: '/files/getFileList/{fieldId}', access: 'signedIn',
    summary: 'The files uploaded for a field, in a record when scope and contextId are given',
    params: Type.Object({ fieldId: databaseId() }), query: model.FileListQuery, reply: model.FileListReply, errors: [],
  },
  download: {
    method: 'GET', path: '/files/download/{id}', access: 'signedIn',
    summary: 'A file as an attachment, counting the download',
    params: idParams, reply: Type.Unknown({ description: 'The file' }), replyType: 'application/octet-stream', errors: ['FILE_NOT_FOUND'],
  },
  deleteFile: {
    method: 'DELETE', path: '/files/{id}', access: 'signedIn',
    summary: 'Deletes a file (its owner, or an admin)',
    params: idParams, reply: model.OkReply, errors: ['NOT_ALLOWED', 'FILE_NOT_FOUND'],
  },
  imageAccessToken: {
    method: 'GET', path: '/user/image_access_token', access: 'signedIn',
    summary: 'The token media URLs of uploaded files carry (?token=), valid for a day',
    reply: model.ImageAccessTokenReply, errors: [],
  },
});
