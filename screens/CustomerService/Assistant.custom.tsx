// The customer-service assistant (TestAI): an agent types a customer's question; the answer is built from the plant's
// own records (a VIN's unit, registration and cases; matching warranty topics and library documents) with its sources.
// Below, the warranty topics customers ask about most, as a starting point.
import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import {
  callOperation,
  DataGridView,
  errorMessage,
  useAppStore,
  useBindingContext,
  useScreenData,
  useT,
  type CustomComponentProps,
} from '../../engine/kit';

interface Answer {
  Answer: string;
  Sources: { Kind: string; Title: string; Reference: string }[];
}
const NO_FILTERS = {};

export default function Assistant({ definition, routeParams }: CustomComponentProps) {
  const t = useT();
  const plant = useAppStore((s) => s.plant);
  const ctx = useBindingContext(NO_FILTERS, routeParams);
  const topics = useScreenData(definition.dataSource, ctx);
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const ask = async (text: string) => {
    if (!text.trim()) return;
    setAsking(true);
    setFailure(null);
    try {
      setAnswer(await callOperation('askCustomerServiceAssistant', { plant }, { Question: text.trim() }));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setAsking(false);
    }
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void ask(question);
          }}
        >
          <Stack gap="sm">
            <Textarea
              label={t('assistant.question')}
              placeholder={t('assistant.placeholder')}
              value={question}
              onChange={(e) => setQuestion(e.currentTarget.value)}
              maxLength={500}
              autosize
              minRows={2}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                leftSection={<IconSparkles size={16} />}
                loading={asking}
                disabled={!question.trim()}
              >
                {t('assistant.ask')}
              </Button>
            </Group>
          </Stack>
        </form>
        {failure && (
          <Alert color="red" variant="light" mt="sm">
            {failure}
          </Alert>
        )}
        {answer && (
          <Stack gap={6} mt="sm" data-testid="assistant-answer">
            <Text>{answer.Answer}</Text>
            <Group gap={6}>
              {answer.Sources.map((s) => (
                <Badge key={`${s.Kind}-${s.Title}`} variant="light" title={s.Reference}>
                  {s.Kind}: {s.Title}
                </Badge>
              ))}
            </Group>
          </Stack>
        )}
      </Paper>
      <Stack gap={4}>
        <Title order={5}>{t('assistant.topics')}</Title>
        <DataGridView
          gridId={definition.id}
          columns={definition.columns ?? []}
          rows={topics.rows}
          isLoading={topics.isLoading}
          error={topics.error}
          options={{ height: '40vh', groupBy: [] }}
          toolbar={false}
          onRowActivated={(row) => {
            const text = `${String(row.Topic)} problem`;
            setQuestion(text);
            void ask(text);
          }}
        />
      </Stack>
    </Stack>
  );
}
