//! The thread that hands the sound server its pieces runs at a real-time priority where the
//! system allows it, as the sound server's own clients do (PulseAudio's and PipeWire's libraries,
//! SDL's audio thread, Firefox's): on a busy computer, the moment that thread may run again after
//! a stall it runs before the game's drawing and every other program's ordinary threads, so the
//! sound queued at the server is topped up at once instead of after them.
//!
//! The lowest real-time priority, under the sound server's own (PulseAudio asks for 5, PipeWire
//! for 20 or more), round-robin. It is asked for directly where this user may (root, or a
//! real-time limit such as the one PipeWire's `@pipewire` group grants), else from RealtimeKit
//! over the system bus, which desktops run for exactly this; where neither answers, the thread
//! stays as it was and the sound works as before.

/// The real-time priority asked for: the lowest.
#[cfg(target_os = "linux")]
const PRIORITY: i32 = 1;

/// How the thread that feeds the server is scheduled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Priority {
    /// At a real-time priority, set by the game itself.
    Direct,
    /// At a real-time priority, set by RealtimeKit.
    RealtimeKit,
    /// As it was (ordinary scheduling), and why.
    Unchanged(String),
}

/// Asks a real-time priority for the thread `tid` of this process.
#[cfg(target_os = "linux")]
pub fn raise(tid: i32) -> Priority {
    let param = libc::sched_param { sched_priority: PRIORITY };
    // SAFETY: a plain system call on a thread of this process, with a parameter that lives across it.
    let set = unsafe { libc::sched_setscheduler(tid, libc::SCHED_RR | libc::SCHED_RESET_ON_FORK, &param) };
    if set == 0 {
        return Priority::Direct;
    }
    let direct = std::io::Error::last_os_error();
    match realtime_kit(tid) {
        Ok(()) => Priority::RealtimeKit,
        Err(kit) => Priority::Unchanged(format!("{direct}; RealtimeKit: {kit}")),
    }
}

/// Elsewhere the thread stays as it is.
#[cfg(not(target_os = "linux"))]
pub fn raise(_tid: i32) -> Priority {
    Priority::Unchanged("not on this system".into())
}

/// The id of the calling thread, as [`raise`] takes it.
#[cfg(target_os = "linux")]
pub fn this_thread() -> i32 {
    // SAFETY: a system call without arguments.
    unsafe { libc::gettid() }
}

/// The id of the calling thread, as [`raise`] takes it.
#[cfg(not(target_os = "linux"))]
pub fn this_thread() -> i32 {
    0
}

/// Asks RealtimeKit (`org.freedesktop.RealtimeKit1` on the system bus) to raise `tid`, as
/// PipeWire's and PulseAudio's libraries do: it wants the process to promise, by a limit on the
/// CPU time a real-time thread may take without sleeping, that it will not hold a core.
#[cfg(target_os = "linux")]
fn realtime_kit(tid: i32) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().map_err(|e| e.to_string())?;
    let asked = async {
        let bus = zbus::Connection::system().await?;
        let kit = zbus::Proxy::new(
            &bus,
            "org.freedesktop.RealtimeKit1",
            "/org/freedesktop/RealtimeKit1",
            "org.freedesktop.RealtimeKit1",
        )
        .await?;
        let most: i32 = kit.get_property("MaxRealtimePriority").await?;
        let rt_time: i64 = kit.get_property("RTTimeUSecMax").await?;
        limit_real_time(rt_time).map_err(|e| zbus::Error::Failure(e.to_string()))?;
        let ids = (u64::from(std::process::id()), tid as u64, PRIORITY.min(most).max(1) as u32);
        kit.call_method("MakeThreadRealtimeWithPID", &ids).await?;
        Ok::<(), zbus::Error>(())
    };
    let within = tokio::time::timeout(std::time::Duration::from_secs(2), asked);
    match runtime.block_on(within) {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => Err(e.to_string()),
        Err(_) => Err("no answer within 2 s".into()),
    }
}

/// Lowers this process's limit on a real-time thread's CPU time without sleeping to `usec`
/// (where it is higher): the thread that feeds the server sleeps every few milliseconds.
#[cfg(target_os = "linux")]
fn limit_real_time(usec: i64) -> std::io::Result<()> {
    let usec = usec.max(0) as libc::rlim_t;
    let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: plain system calls with a structure that lives across them.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_RTTIME, &mut limit) != 0 {
            return Err(std::io::Error::last_os_error());
        }
        let lower = libc::rlimit { rlim_cur: limit.rlim_cur.min(usec), rlim_max: limit.rlim_max.min(usec) };
        if libc::setrlimit(libc::RLIMIT_RTTIME, &lower) != 0 {
            return Err(std::io::Error::last_os_error());
        }
    }
    Ok(())
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    /// Where the system lets this process, a thread of its own comes out round-robin at the
    /// lowest real-time priority; where it does not, it is left as it was and says why.
    #[test]
    fn a_thread_is_raised_or_left_as_it_was_with_a_reason() {
        let (tid, priority, policy) = std::thread::spawn(|| {
            let tid = this_thread();
            let priority = raise(tid);
            // SAFETY: a plain system call on this thread.
            (tid, priority, unsafe { libc::sched_getscheduler(0) })
        })
        .join()
        .unwrap();
        assert!(tid > 0);
        match priority {
            Priority::Direct | Priority::RealtimeKit => assert_eq!(policy & !libc::SCHED_RESET_ON_FORK, libc::SCHED_RR),
            Priority::Unchanged(why) => {
                assert_eq!(policy, libc::SCHED_OTHER);
                assert!(why.contains("RealtimeKit"), "{why}");
            }
        }
    }
}
