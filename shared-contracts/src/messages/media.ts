/** The media library and uploads (spec 03 sections 2.4, 4.7, 8). */
export const mediaMessages = {
  media: {
    uploadTitle: 'Upload media',
    addTitle: 'Add media',
    tabs: { files: 'My Library', hyrox: 'HYROX' },
    fileTooBig: (filesize: number, maxFilesize: number) =>
      `File is too big (${filesize}Mb). Max filesize: ${maxFilesize}Mb.`,
    timeout: 'Timeout error',
    stillProcessing:
      'This video has recently been uploaded and is still processing. Depending on the size it can take several minutes to process. Please try again later.',
    noPreview: 'No preview',
    limitReached: 'Maximum number of resources added',
    unsavedChanges: 'There are unsaved changes. Do you want to leave anyway?',
    videoLinkRequired: 'Please enter a video link.',
    videoLinkInvalid: 'Only YouTube and Vimeo links can be added.',
    signatureInvalid: 'The upload link is not valid.',
    signatureExpired: 'The upload link has expired. Please try again.',
    sizeMismatch: 'The file is not the size that was announced.',
    typeMismatch: 'The file content does not match its type.',
    typeForbidden: 'This type of file cannot be uploaded.',
    uploadMissing: 'The upload has not arrived yet.',
    alreadyUploaded: 'This file was already uploaded; start a new upload to send another.',
    notFound: 'Media not found',
    notDeletable: 'Only media added by your account can be deleted.',
    hyroxForbidden: 'Only an account owner with HYROX access can add to the HYROX library.',
    filterTitle: 'Filter',
    clear: 'Clear',
    applyFilter: 'Apply Filter',
    showAll: 'Show all',
    showLess: 'Show less',
    hyroxNote: 'Media uploaded to My Library can be shared with your HYROX challenges from the HYROX tab.',
  },
} as const;
