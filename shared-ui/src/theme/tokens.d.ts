import { type ThemePalette } from '@coachforge/contracts';
/** Tokens every styled component reads through styled-components' ThemeProvider. */
export interface UiTheme {
    colors: {
        primary: string;
        primaryContrast: string;
        secondary: string;
        secondaryContrast: string;
        systemText: string;
        text: string;
        mutedText: string;
        background: string;
        surface: string;
        border: string;
        danger: string;
        warning: string;
        info: string;
        success: string;
    };
    radius: string;
    font: string;
    space: (steps: number) => string;
}
/** Tokens from an account's web theme (the platform default when it has none). */
export declare function uiThemeFrom(palette?: ThemePalette): UiTheme;
export declare const defaultUiTheme: UiTheme;
