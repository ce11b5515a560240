import {
  challengeScoreRequestSchema,
  messages,
  scoreFromText,
  scoreText,
  type Challenge,
  type ChallengeCommunity,
} from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, Checkbox, EmptyState, ErrorPanel, Notice, Select, TextField } from '@coachforge/ui';
import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { apiErrorText, QueryState } from '../program-data';
import { ChallengeBoard, directionText } from './challenge-board';
import {
  useClientBoard,
  useClientChallenges,
  useJoinChallenge,
  useLogChallengeScore,
} from './use-challenges';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(3)} 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  justify-content: space-between;
`;

const scoreLabel: Record<Challenge['score_kind'], string> = {
  time: 'Time (m:ss)',
  reps: 'Reps',
  load: 'Load (kg)',
  rounds: 'Rounds',
  distance: 'Distance (m)',
};

/** The client logs a score on a challenge they joined; what they typed stays when it is refused. */
function ScoreForm({ challenge, accountId }: { challenge: Challenge; accountId: number }) {
  const { toast } = usePlatform();
  const log = useLogChallengeScore();
  const [text, setText] = useState('');
  const [scaled, setScaled] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const request = {
      account_id: accountId,
      score: scoreFromText(challenge.score_kind, text),
      scaled,
      note: '',
    };
    if (!challengeScoreRequestSchema.isValidSync(request)) {
      setError(messages.challenges.scoreInvalid);
      return;
    }
    setError(null);
    try {
      const logged = await log.mutateAsync({ challengeId: challenge.id, score: request });
      toast.show({
        type: 'info',
        text: `${messages.challenges.scoreLogged}: ${scoreText(challenge.score_kind, logged.score)}`,
      });
      setText('');
    } catch (failure) {
      setError(apiErrorText(failure));
    }
  };
  return (
    <form
      aria-label={`Log a score for ${challenge.title}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={scoreLabel[challenge.score_kind]}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error ?? undefined}
      />
      <Checkbox label="Scaled" checked={scaled} onChange={(event) => setScaled(event.target.checked)} />
      <Button type="submit" loading={log.isPending}>
        Log score
      </Button>
    </form>
  );
}

function OpenChallenge({ challenge, community }: { challenge: Challenge; community: ChallengeCommunity }) {
  const board = useClientBoard(challenge.id, community.account_id);
  return (
    <section aria-label={`${challenge.title} in ${community.name}`} data-testid="open-challenge">
      <h3>{challenge.title}</h3>
      <p>
        {challenge.description} {directionText(challenge.lower_is_better)}.
      </p>
      <ScoreForm challenge={challenge} accountId={community.account_id} />
      <ChallengeBoard board={board} />
      {board.data && board.data.mine.length > 0 ? (
        <p>
          Your scores:{' '}
          {board.data.mine.map((score) => scoreText(challenge.score_kind, score.score)).join(', ')}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The client's challenges beside their calendar (decision 0156): the ones of the coaches whose programs
 * they follow and the platform's, taken on in one coach's community at a time; join, log scores, see the
 * board of that community.
 */
export function ClientChallengesPanel() {
  const challenges = useClientChallenges();
  const join = useJoinChallenge();
  const [chosenAccount, setChosenAccount] = useState<number | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  return (
    <section aria-labelledby="client-challenges-title" data-testid="client-challenges">
      <h2 id="client-challenges-title">Challenges</h2>
      <QueryState query={challenges}>
        {(data) => {
          const community =
            data.communities.find((entry) => entry.account_id === chosenAccount) ?? data.communities[0];
          if (!community) return <Notice tone="info">{messages.challenges.noCommunity}</Notice>;
          const joined = new Set(
            data.joined
              .filter((entry) => entry.account_id === community.account_id)
              .map((entry) => entry.challenge_id),
          );
          const inCommunity = data.challenges.filter(
            (challenge) =>
              (challenge.account_id === null || challenge.account_id === community.account_id) &&
              (query === '' || challenge.title.toLowerCase().includes(query)),
          );
          // Joined challenges first: they are the ones the client comes back to.
          const shown = [...inCommunity].sort((a, b) => Number(joined.has(b.id)) - Number(joined.has(a.id)));
          const open = shown.find((challenge) => challenge.id === openId && joined.has(challenge.id));
          return (
            <>
              {data.communities.length > 1 ? (
                <Select<number>
                  label="Community"
                  value={community.account_id}
                  options={data.communities.map((entry) => ({ id: entry.account_id, label: entry.name }))}
                  onChange={(next) => {
                    setChosenAccount(next);
                    setOpenId(null);
                  }}
                />
              ) : null}
              <TextField
                label="Search challenges"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              {join.isError ? <ErrorPanel title={apiErrorText(join.error)} /> : null}
              {shown.length === 0 ? (
                <EmptyState title="No challenge matches" description="Try another word." />
              ) : (
                <List aria-label="Challenges to take on">
                  {shown.slice(0, 50).map((challenge) => (
                    <Row key={challenge.id}>
                      <span>
                        <strong>{challenge.title}</strong> {challenge.library ? '' : `· ${community.name}`}
                      </span>
                      {joined.has(challenge.id) ? (
                        <Button
                          type="button"
                          $size="small"
                          $variant="secondary"
                          aria-pressed={open?.id === challenge.id}
                          aria-label={`Open ${challenge.title}`}
                          onClick={() => setOpenId(open?.id === challenge.id ? null : challenge.id)}
                        >
                          Open
                        </Button>
                      ) : (
                        <Button
                          type="button"
                          $size="small"
                          aria-label={`Join ${challenge.title}`}
                          loading={join.isPending && join.variables?.challengeId === challenge.id}
                          onClick={() =>
                            join.mutate(
                              { challengeId: challenge.id, accountId: community.account_id },
                              { onSuccess: () => setOpenId(challenge.id) },
                            )
                          }
                        >
                          Join
                        </Button>
                      )}
                    </Row>
                  ))}
                </List>
              )}
              {open ? (
                <OpenChallenge
                  key={`${open.id}-${community.account_id}`}
                  challenge={open}
                  community={community}
                />
              ) : null}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
