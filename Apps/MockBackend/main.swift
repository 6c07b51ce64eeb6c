print("mock-backend")
