import { DEFAULT_THEME, messages, themePaletteSchema, type ThemePalette } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, themeShades, uiThemeFrom } from '@coachforge/ui';
import { Form, Formik, useField } from 'formik';
import styled, { ThemeProvider } from 'styled-components';
import { apiErrorText } from '../../components/api-errors';
import { FormikTextField } from '../../components/formik-text-field';

const m = messages.customisation;

/** The palette's fields in the order the coach meets them (spec 01 section 3, Theme). */
const colourFields: [keyof ThemePalette, string][] = [
  ['primary_color', m.primary],
  ['primary_contrast_color', m.primaryContrast],
  ['secondary_color', m.secondary],
  ['secondary_contrast_color', m.secondaryContrast],
  ['system_text_color', m.systemText],
  ['background_color', m.background],
  ['text_color', m.text],
];

const HEX = /^#[0-9a-fA-F]{6}$/;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const ColourRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  > :first-child {
    flex: 1;
  }
  input[type='color'] {
    width: 44px;
    height: 40px;
    margin-bottom: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.inputBorder};
    border-radius: ${({ theme }) => theme.radius};
    background: none;
    padding: 2px;
  }
`;

/** One colour: its hex text, and the browser's colour picker on the same value. */
function ColourField({ name, label, readOnly }: { name: string; label: string; readOnly: boolean }) {
  const [field, , helpers] = useField<string>(name);
  return (
    <ColourRow>
      <FormikTextField label={label} name={name} readOnly={readOnly} autoComplete="off" spellCheck={false} />
      <input
        type="color"
        aria-label={`${label} picker`}
        value={HEX.test(field.value) ? field.value.toLowerCase() : '#000000'}
        disabled={readOnly}
        onChange={(event) => void helpers.setValue(event.target.value)}
      />
    </ColourRow>
  );
}

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Swatch = styled.li<{ $colour: string }>`
  background: ${({ $colour }) => $colour};
  border-radius: ${({ theme }) => theme.radii.sm};
  min-height: 40px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  padding: ${({ theme }) => theme.space(1)};
  span {
    background: rgb(255 255 255 / 85%);
    color: #22242f;
    border-radius: 2px;
    padding: 0 2px;
  }
`;

/** The 10-colour palette derived from the primary colour, as the coach types it. */
export function Palette({ primary }: { primary: string }) {
  const shades = HEX.test(primary) ? themeShades(primary) : [];
  return (
    <>
      <h3>{m.palette}</h3>
      <Swatches aria-label={m.palette} data-testid="theme-palette">
        {shades.map(({ shade, colour }) => (
          <Swatch key={shade} $colour={colour} title={`${shade}: ${colour}`}>
            <span>
              {shade} {colour}
            </span>
          </Swatch>
        ))}
      </Swatches>
    </>
  );
}

const PreviewFrame = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const PreviewBar = styled.div`
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.secondaryContrast};
  padding: ${({ theme }) => theme.space(3)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const PreviewBody = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  p span {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Tints = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  span {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

/** How the account's pages look with these colours: the platform's own tokens, drawn from them. */
export function ThemePreview({ palette, name }: { palette: ThemePalette; name: string }) {
  const valid = themePaletteSchema.isValidSync(palette);
  const theme = uiThemeFrom(valid ? palette : DEFAULT_THEME.web_theme);
  return (
    <ThemeProvider theme={theme}>
      <PreviewFrame aria-label={m.preview} data-testid="theme-preview" data-primary={theme.colors.primary}>
        <PreviewBar>{name}</PreviewBar>
        <PreviewBody>
          <p>
            Your clients see your colours on your storefront, your programs and their account.{' '}
            <span>A link looks like this.</span>
          </p>
          <Button type="button">Buy program</Button>{' '}
          <Button type="button" $variant="secondary">
            See details
          </Button>
          <Tints>
            <span style={{ background: theme.colors.primaryDark, color: theme.colors.primaryContrast }}>
              Hover {theme.colors.primaryDark}
            </span>
            <span style={{ background: theme.colors.primaryLight, color: theme.colors.text }}>
              Tint {theme.colors.primaryLight}
            </span>
          </Tints>
        </PreviewBody>
      </PreviewFrame>
    </ThemeProvider>
  );
}

/**
 * A palette's editor (web theme, app light and dark): the colours, the derived 10-colour palette and a
 * preview that follow every keystroke; saved only when valid. Someone who is not the owner reads it.
 */
export function ThemeEditor({
  initial,
  canEdit,
  label,
  previewName,
  onSave,
  savedText,
}: {
  initial: ThemePalette;
  canEdit: boolean;
  label: string;
  previewName: string;
  onSave: (palette: ThemePalette) => Promise<unknown>;
  savedText: string;
}) {
  const platform = usePlatform();
  return (
    <Formik<ThemePalette>
      initialValues={initial}
      enableReinitialize
      validationSchema={themePaletteSchema}
      onSubmit={async (values) => {
        try {
          await onSave(themePaletteSchema.cast(values));
          platform.toast.show({ type: 'congrats', text: savedText });
        } catch (error) {
          platform.toast.show({ type: 'error', text: apiErrorText(error) });
        }
      }}
    >
      {({ values, isSubmitting, dirty, isValid, setValues }) => (
        <Columns>
          <Form noValidate aria-label={label}>
            {colourFields.map(([name, text]) => (
              <ColourField key={name} name={name} label={text} readOnly={!canEdit} />
            ))}
            {canEdit ? (
              <p>
                <Button type="submit" disabled={isSubmitting || !dirty || !isValid}>
                  {isSubmitting ? 'Saving…' : 'Save'}
                </Button>{' '}
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={isSubmitting}
                  onClick={() => void setValues(DEFAULT_THEME.web_theme)}
                >
                  {m.resetDefaults}
                </Button>
              </p>
            ) : null}
          </Form>
          <div>
            <Palette primary={values.primary_color} />
            <h3>{m.preview}</h3>
            <ThemePreview palette={values} name={previewName} />
          </div>
        </Columns>
      )}
    </Formik>
  );
}
