import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { DEFAULT_THEME_COLORS } from '../limits/constants';

export interface ThemePalette {
  primary_color: string;
  primary_contrast_color: string;
  secondary_color: string;
  secondary_contrast_color: string;
  system_text_color: string;
  background_color: string;
  text_color: string;
}

export interface ThemeLogo {
  original: string | null;
  hd: string | null;
  logo: string | null;
  small: string | null;
}

/** An account's branding (spec 01 section 3); the platform default when the account has none. */
export interface Theme {
  web_theme: ThemePalette;
  mobile_light_theme: ThemePalette;
  mobile_dark_theme: ThemePalette;
  logo: ThemeLogo | null;
  sub_domain_name: string | null;
}

const hexColor = lazySchema(() =>
  yup
    .string()
    .matches(/^#[0-9a-fA-F]{6}$/, 'Must be a colour like #389840')
    .required(),
);

export const themePaletteSchema: yup.ObjectSchema<ThemePalette> = lazySchema(() =>
  yup.object({
    primary_color: hexColor,
    primary_contrast_color: hexColor,
    secondary_color: hexColor,
    secondary_contrast_color: hexColor,
    system_text_color: hexColor,
    background_color: hexColor,
    text_color: hexColor,
  }),
);

const logoUrl = lazySchema(() => yup.string().nullable().defined());

export const themeSchema: yup.ObjectSchema<Theme> = lazySchema(() =>
  yup.object({
    web_theme: themePaletteSchema.required(),
    mobile_light_theme: themePaletteSchema.required(),
    mobile_dark_theme: themePaletteSchema.required(),
    logo: yup
      .object({ original: logoUrl, hd: logoUrl, logo: logoUrl, small: logoUrl })
      .nullable()
      .defined()
      .default(null),
    sub_domain_name: yup.string().nullable().defined(),
  }),
);

const defaultPalette: ThemePalette = {
  ...DEFAULT_THEME_COLORS,
  background_color: '#ffffff',
  text_color: '#22242f',
};

/** The platform's look when an account has not branded itself. */
export const DEFAULT_THEME: Theme = {
  web_theme: defaultPalette,
  mobile_light_theme: defaultPalette,
  mobile_dark_theme: { ...defaultPalette, background_color: '#16171d', text_color: '#f5f5f7' },
  logo: null,
  sub_domain_name: null,
};
