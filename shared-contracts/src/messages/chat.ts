/** The chat's texts (spec 03 sections 2.5, 4.8; decisions 0134 to 0137). */
export const chatMessages = {
  chat: {
    placeholder: 'Write a message…',
    textRequired: 'Write a message first.',
    tooManyAttachments: (max: number) => `At most ${max} attachments.`,
    attach: 'Attach',
    attachments: 'Attachments',
    attachmentNotYours: 'Attach items of your own media library.',
    clientIdInvalid: 'A message id is 8 to 64 letters, digits or dashes.',
    conversationWithWhom: 'Name either the client (user_id) or the coach account (account_id).',
    programRequired: 'Choose a program.',
    notAClient: 'You can only chat with your own clients and coaches.',
    roomNotFound: 'This conversation does not exist or you are not a member of it.',
    closed: 'This community is closed.',
    mentionAllInCommunity: '@all is for communities.',
    mentionNotMember: 'Only members of this conversation can be mentioned.',
    onlyOwnerCloses: 'Only the account owner can close a community.',
    communityTitle: (program: string) => `${program} community`,
    empty: 'No conversations yet.',
    noMatches: 'No conversations match your search.',
    noMessages: 'No messages yet. Say hello!',
    search: 'Search conversations',
    failed: 'Not sent.',
    retry: 'Retry',
    sending: 'Sending…',
    send: 'Send',
    loadOlder: 'Load older messages',
    newCommunity: 'New community',
    createCommunity: 'Create community',
    program: 'Program',
    communityName: 'Name (optional)',
    closeCommunity: 'Close community',
    closeCommunityConfirm: 'Close this community? Members keep its history but nobody can post any more.',
    closedLabel: 'Closed',
    closedNotice: 'This community is closed: its history stays readable.',
    unread: (count: number) => `${count} unread`,
    noSuggestions: 'No members match.',
    everyone: 'Everyone in this community',
    tabs: { all: 'All', conversation: 'Messages', community: 'Communities' },
    newMessages: 'New messages',
    you: 'You',
    /** Who else is writing in the room now (decision 0190). */
    typing: (names: readonly string[]) =>
      names.length === 1
        ? `${names[0]} is typing…`
        : names.length === 2
          ? `${names[0]} and ${names[1]} are typing…`
          : 'Several people are typing…',
    members: 'Members',
    loadFailed: 'The conversation could not be loaded.',
    listFailed: 'Conversations could not be loaded.',
  },
} as const;
