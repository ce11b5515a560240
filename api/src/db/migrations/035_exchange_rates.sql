-- Published reference exchange rates (decision 0141): how many units of `currency` one unit of `base`
-- bought on the day they were published for. They only turn a coach's price into the client's currency
-- for display; every charge is made in the price option's own currency.
CREATE TABLE exchange_rates (
  published_on date NOT NULL,
  base text NOT NULL CHECK (base ~ '^[A-Z]{3}$'),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  rate numeric NOT NULL CHECK (rate > 0),
  -- Where the day came from: the bundled reference file or the file an operator loaded.
  source text NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (published_on, currency)
);
