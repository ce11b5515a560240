"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.defaultUiTheme = void 0;
exports.uiThemeFrom = uiThemeFrom;
const contracts_1 = require("@coachforge/contracts");
/** Tokens from an account's web theme (the platform default when it has none). */
function uiThemeFrom(palette = contracts_1.DEFAULT_THEME.web_theme) {
    return {
        colors: {
            primary: palette.primary_color,
            primaryContrast: palette.primary_contrast_color,
            secondary: palette.secondary_color,
            secondaryContrast: palette.secondary_contrast_color,
            systemText: palette.system_text_color,
            text: palette.text_color,
            mutedText: '#5f6170',
            background: palette.background_color,
            surface: '#f7f7f9',
            border: '#d6d7de',
            danger: '#c62828',
            warning: '#a86400',
            info: '#1f5fa8',
            success: '#2e7d32',
        },
        radius: '8px',
        font: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
        space: (steps) => `${steps * 4}px`,
    };
}
exports.defaultUiTheme = uiThemeFrom();
