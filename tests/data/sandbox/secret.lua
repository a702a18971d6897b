return { secret = true }
