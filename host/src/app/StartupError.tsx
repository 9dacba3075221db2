/** Shown when the shell cannot start at all (the remote registry is unreachable or invalid). */
export function StartupError({ error }: { error: Error }) {
  return (
    <main
      role="alert"
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 560,
        margin: '15vh auto',
        padding: 24,
        textAlign: 'center',
      }}
    >
      <h1 style={{ fontSize: 24 }}>Atrium could not start</h1>
      <p>{error.message}</p>
      <button
        type="button"
        onClick={() => location.reload()}
        style={{ padding: '8px 20px', cursor: 'pointer' }}
      >
        Retry
      </button>
    </main>
  );
}
