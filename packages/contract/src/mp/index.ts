export * from './rows.ts';
export { mpApi, mpDomainForm, mpPerms, mpPrivacyForm, mpUploadForm } from './forms.ts';
export * from './endpoints.ts';
