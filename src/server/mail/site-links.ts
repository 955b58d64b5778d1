import type { AppConfig } from '../config';

/**
 * The site's address for links in mail: PUBLIC_URL, else the address the app listens on (a wildcard
 * HOST means this machine: 'localhost'). Never the Host header of some request: mail is written by the
 * scheduler too, outside any request.
 */
export function siteUrl(config: Pick<AppConfig, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const wildcard = config.host === '0.0.0.0' || config.host === '::' || config.host === '';
  const host = wildcard ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

/** What mail needs to know of the site. */
export interface MailSite {
  siteName: string;
  /** Absolute origin for links (PUBLIC_URL, else this server's address). */
  siteUrl: string;
}

/** The site as account mail names it. */
export function mailSiteOf(config: AppConfig): MailSite {
  return { siteName: config.siteName, siteUrl: siteUrl(config) };
}

/** An absolute link to a path of the site ('/garage-sales/12'). */
export function siteLink(config: Pick<AppConfig, 'publicUrl' | 'host' | 'port'>, path: string): string {
  return `${siteUrl(config)}${path}`;
}
