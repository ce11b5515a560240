import { render, screen } from '@testing-library/react';
import { SafeHtml, sanitiseHtml } from './safe-html';

test('rich text keeps its formatting and links and loses scripts, handlers and other tags', () => {
  const clean = sanitiseHtml(
    '<h2>Plan</h2><p onclick="steal()">Lift <strong>heavy</strong><script>alert(1)</script></p>' +
      '<a href="https://example.com" onmouseover="x()">More</a><img src=x onerror="y()"><iframe></iframe>',
  );
  expect(clean).toBe('<h2>Plan</h2><p>Lift <strong>heavy</strong></p><a href="https://example.com">More</a>');
});

test('SafeHtml renders the cleaned markup', () => {
  render(<SafeHtml html={'<p>Hi<script>alert(1)</script></p>'} testId="text" />);
  expect(screen.getByTestId('text').innerHTML).toBe('<p>Hi</p>');
});
