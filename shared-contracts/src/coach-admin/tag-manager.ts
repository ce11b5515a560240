/** The account's Google Tag Manager container, loaded on its public pages (spec 01 section 2.3, analytics). */
export interface TagManagerSettings {
  /** GTM-XXXXX, or null when none is set. */
  tag_manager_id: string | null;
}
