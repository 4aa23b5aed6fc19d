export { getMediaLibrary, MEDIA_KEY, mediaLibraryQueryOptions, useMediaLibrary, type MediaLibraryQuery } from "./api/media-library.ts";
export { LibraryPickButton, uploadedFileOf, withLibraryFiles, type LibraryPickButtonProps } from "./components/library-pick-button.tsx";
