/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Support address used when /config.json names none. */
  readonly VITE_SUPPORT_EMAIL?: string;
}
